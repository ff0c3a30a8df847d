import { createContext, useCallback, useContext, useMemo, useState } from "react";

/** A field's refusal made in the browser (a picture too big or not a picture): it blocks Simpan. */
export type FormProblem = { field: string; label: string; reason: string };

type ProblemsLink = { report: (problem: FormProblem | { field: string; reason: null }) => void };

const ProblemsContext = createContext<ProblemsLink | null>(null);

/** For a field: tells the form around it that what was chosen cannot be saved (or no longer). */
export function useReportProblem(): ProblemsLink["report"] {
  return useContext(ProblemsContext)?.report ?? noReport;
}

const noReport = () => {};

/** For a form's frame: the refusals of its fields, and the provider its fields report to. */
export function useFormProblems() {
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const report = useCallback<ProblemsLink["report"]>((problem) => {
    setProblems((current) => {
      const others = current.filter((p) => p.field !== problem.field);
      return problem.reason === null ? others : [...others, problem as FormProblem];
    });
  }, []);
  const link = useMemo(() => ({ report }), [report]);
  return { problems, link, Provider: ProblemsContext.Provider };
}

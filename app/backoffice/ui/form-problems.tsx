import { STAFF_TEXTS } from "@common/messages.ts";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

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

/**
 * For a form's Simpan: while a field holds a refusal, `allows()` says no, and the reasons go to
 * the top of the form (`blocked`, shown by `BlockedReasons` in an alert region that gets focus).
 */
export function useProblemGate() {
  const problems = useFormProblems();
  const alertRef = useRef<HTMLDivElement>(null);
  // The refusals go to the top once Simpan was pressed over them (beside the field at once).
  const [attempted, setAttempted] = useState(false);
  const blocked = attempted ? problems.problems : [];
  useEffect(() => {
    if (blocked.length === 0) return;
    alertRef.current?.scrollIntoView({ block: "nearest" });
    alertRef.current?.focus();
  }, [blocked]);
  useEffect(() => {
    if (problems.problems.length === 0) setAttempted(false);
  }, [problems.problems]);
  function allows(): boolean {
    if (problems.problems.length === 0) return true;
    setAttempted(true);
    alertRef.current?.focus();
    return false;
  }
  return { blocked, alertRef, allows, link: problems.link, Provider: problems.Provider };
}

/** The reasons Simpan is blocked, for the top of the form. */
export function BlockedReasons({ blocked }: { blocked: FormProblem[] }) {
  if (blocked.length === 0) return null;
  return (
    <>
      <p className="font-semibold">{STAFF_TEXTS.formBlocked}</p>
      <ul className="list-disc pl-5">
        {blocked.map((p) => (
          <li key={p.field}>
            {p.label}: {STAFF_TEXTS.imageRefused(p.reason)}
          </li>
        ))}
      </ul>
    </>
  );
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
} from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { readSession } from "~/lib/session.ts";
import { confirmDiscard } from "./alerts.ts";

type Report = (reporter: string, dirty: boolean) => void;
const ReportContext = createContext<Report>(() => {});

/** Gives the screens inside the back-office shell a way to report unsaved changes. */
export const UnsavedChangesReport = ReportContext.Provider;

/** For a screen or form: tells the shell whether it holds unsaved changes right now. */
export function useUnsavedChanges(dirty: boolean): void {
  const reporter = useId();
  const report = useContext(ReportContext);
  // A layout effect: known before the next click or key can leave the screen.
  useLayoutEffect(() => {
    report(reporter, dirty);
    return () => report(reporter, false);
  }, [report, reporter, dirty]);
}

/**
 * For the shell: while a screen reports unsaved changes, leaving it inside the app asks
 * 'Buang perubahan?' first and a reload or closing the tab gets the browser's own question.
 * Once the session has ended (401/403, Logout) nothing can be saved any more, so the way out
 * is never blocked.
 */
export function useLeaveGuard() {
  const [dirtyReporters, setDirtyReporters] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((reporter, isDirty) => {
    setDirtyReporters((current) => {
      if (current.has(reporter) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(reporter);
      else next.delete(reporter);
      return next;
    });
  }, []);
  const dirty = dirtyReporters.size > 0;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && readSession().token !== null && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirmDiscard().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** For a way out that does not go through the router first (Logout ends the session). */
  const confirmLeaving = useCallback(async () => !dirty || confirmDiscard(), [dirty]);

  return { report, confirmLeaving };
}

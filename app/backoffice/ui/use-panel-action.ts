import { useState } from "react";
import { ApiRequestError, isSessionEnded } from "~/lib/api-client.ts";

type PanelActionOptions = {
  /** What the person reads when an action fails (and the server named no field). */
  failure: (error: unknown) => string;
  /** Whether the server's per-field errors are shown at their fields (default: yes). */
  fieldErrors?: boolean;
  /** Runs after an action answered with a message, before the panel is usable again. */
  afterSuccess?: () => Promise<void> | void;
};

/**
 * The one-click actions of a settings panel: while one runs the panel is busy; its answer's
 * message becomes the notice; a failure becomes the problem, or field errors where the server
 * named fields. A session that just ended says nothing (the browser is on its way to /login).
 */
export function usePanelAction({ failure, fieldErrors = true, afterSuccess }: PanelActionOptions) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function run(action: () => Promise<string | undefined>) {
    setBusy(true);
    setNotice("");
    setProblem("");
    setErrors({});
    try {
      const message = await action();
      if (message) {
        setNotice(message);
        await afterSuccess?.();
      }
    } catch (error) {
      if (isSessionEnded(error)) return;
      if (fieldErrors && error instanceof ApiRequestError && error.errors) setErrors(error.errors);
      else setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, problem, setProblem, errors, setErrors, run };
}

/** The server's own words for a refusal, or `fallback` when it said nothing a person can read. */
export const serverReasonOr =
  (fallback: string) =>
  (error: unknown): string =>
    error instanceof ApiRequestError && error.status >= 400 && error.message
      ? error.message
      : fallback;

import { type FormEvent, useState } from "react";
import { ApiRequestError } from "~/lib/api-client.ts";

type SignInSubmitOptions = {
  /** What the person reads when the server refused or could not be reached. */
  failure: (error: unknown) => string;
  /** The form stays busy after it went through (the page moves on: a second click does nothing). */
  staysBusy?: boolean;
};

/**
 * Sends a sign-in page's form once at a time: a click while it is on its way does nothing, the
 * last failure's text is cleared, and a refusal checked in the browser first (`refuse`) is shown
 * without asking the server.
 */
export function useSignInSubmit({ failure, staysBusy = false }: SignInSubmitOptions) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, send: () => Promise<void>, refuse?: () => string) {
    event.preventDefault();
    if (busy) return;
    const refused = refuse?.();
    if (refused) return setError(refused);
    setError("");
    setBusy(true);
    let sent = false;
    try {
      await send();
      sent = true;
    } catch (err) {
      setError(failure(err));
    } finally {
      if (!(sent && staysBusy)) setBusy(false);
    }
  }

  return { error, busy, submit };
}

/** The server's message when it sent one, otherwise `fallback`. */
export const messageOr =
  (fallback: string) =>
  (error: unknown): string =>
    error instanceof ApiRequestError && error.message ? error.message : fallback;

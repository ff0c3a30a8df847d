import { type PopupText, UI_TEXTS } from "@common/messages.ts";
import { ApiRequestError } from "~/lib/api-client.ts";

export type FieldErrors = Record<string, string>;

/** Field messages from a 400 answer. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiRequestError && error.errors ? error.errors : {};
}

/** What a form's error line says about a failed save. */
export function formErrorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return UI_TEXTS.networkFailed;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return fallback;
}

/**
 * The server's reason worth showing to staff (validation, conflict, image refused, too many
 * tries); undefined for network failures and unexpected errors, where SPEC's text says it all.
 */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if ([400, 404, 409, 413, 415, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return undefined;
}

/** A popup whose text is the server's own message, or SPEC's text when it has none. */
export function withServerMessage(popup: PopupText, error: unknown): PopupText {
  return error instanceof Error && error.message ? { ...popup, text: error.message } : popup;
}

/** zod issues → field → first message. */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}

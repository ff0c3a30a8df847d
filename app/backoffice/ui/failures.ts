import { ApiRequestError } from "../../lib/api-client.ts";

export const NETWORK_FAILED = "Tidak dapat terhubung ke server. Periksa koneksi lalu coba lagi.";

/** Field messages from a 400 answer, or from a failed zod check in the browser. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.errors ? error.errors : {};
}

/** What a form's error line says about a failed save. */
export function formErrorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return NETWORK_FAILED;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return fallback;
}

/** zod issues → field → first message. */
export function issuesToFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}

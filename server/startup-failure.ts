import { ConfigError } from "./config.ts";

/** What went wrong at start-up, for a person at a console: the settings at fault, never a stack. */
export function startupFailureText(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  // A refused connection to a host with several addresses is an AggregateError with no message.
  const cause = err instanceof AggregateError && err.errors.length ? err.errors[0] : err;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return cause.message || (typeof code === "string" ? code : cause.name);
  }
  return String(cause);
}

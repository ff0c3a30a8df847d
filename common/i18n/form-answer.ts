import { MESSAGES } from "../messages.ts";
import type { FormAnswer } from "../site-context.ts";
import { messagesFor } from "./index.ts";

/**
 * The group visit form's outcome for an English page. The server's rules and their Indonesian
 * words stay one (common/schemas.ts, the API answers in Indonesian as CONTRACT says); the page
 * tells the same outcome in English: its message, and one English message per refused field.
 */
export function englishFormAnswer(answer: FormAnswer): FormAnswer {
  const { answers, errors } = messagesFor("en").reservasi;
  const message =
    answer.message === MESSAGES.reservasiSent
      ? answers.sent
      : answer.message === MESSAGES.reservasiTooMany
        ? answers.tooMany
        : answer.message === MESSAGES.reservasiFormInvalid || answer.errors
          ? answers.invalid
          : answers.refused;
  return {
    ...answer,
    message,
    ...(answer.errors
      ? {
          errors: Object.fromEntries(
            Object.keys(answer.errors).map((field) => [
              field,
              (errors as Record<string, string>)[field] ?? answers.invalid,
            ]),
          ),
        }
      : {}),
  };
}

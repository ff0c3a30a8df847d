import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { MESSAGES } from "../../common/messages.ts";
import { DomainError, type Refusal } from "../domain-error.ts";
import { log } from "../log/logger.ts";
import { indonesianIssueMessage } from "./issue-messages.ts";

const REFUSAL_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  address_too_long: 414,
  unsupported: 415,
  too_many: 429,
} as const satisfies Record<Refusal, ContentfulStatusCode>;

/** The status that answers a refusal, for the API and for a page's form alike. */
export function refusalStatus(refusal: Refusal): ContentfulStatusCode {
  return REFUSAL_STATUS[refusal];
}

/** Validates input with a zod schema; a failure is a 400 naming each field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: indonesianIssueMessage });
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.path.length) errors[issue.path.join(".")] ??= issue.message;
  }
  const message = Object.values(errors)[0] ?? MESSAGES.invalidInput;
  // A body that is not an object at all has no field to name.
  throw new DomainError("invalid", message, Object.keys(errors).length ? errors : undefined);
}

// Hono's own exceptions carry English texts; answer with ours.
const HTTP_MESSAGES: Partial<Record<number, string>> = {
  400: MESSAGES.invalidInput,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.bodyTooLarge,
};

/**
 * The one error handler: expected failures (DomainError) as JSON with their status, a library's
 * HTTPException with our Indonesian text, the unexpected logged with the request id.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof DomainError) {
    const body = {
      message: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
      ...err.answer,
    };
    return c.json(body, refusalStatus(err.refusal));
  }
  if (err instanceof HTTPException) {
    const message =
      HTTP_MESSAGES[err.status] ??
      (err.status >= 500 ? MESSAGES.serverError : "Permintaan tidak dapat diproses");
    return c.json({ message }, err.status);
  }
  const requestId = c.get("requestId") ?? "-";
  log.error({ err, requestId, method: c.req.method, path: c.req.path }, "Permintaan gagal");
  return c.json({ message: MESSAGES.serverError }, 500);
}

import type { Context } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./app-env.ts";
import { securityHeaderRecord } from "./security-headers.ts";

export type AnswerAsIs = {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer | null;
  /** False for an answer with no inline script: its CSP then names no nonce. */
  usesNonce?: boolean;
};

/**
 * Every header of an answer as it is, in the order written: its own, the security headers (with
 * `nonce` when the answer uses one) and the request id. The fast path (fast-path.ts) writes the
 * same record, so an answer from memory reads the same whichever path sent it.
 */
export function headersAsIs(
  answer: AnswerAsIs,
  nonce: string | undefined,
  requestId: string | undefined,
): Record<string, string> {
  const headers = {
    ...answer.headers,
    ...securityHeaderRecord(answer.usesNonce === false ? undefined : nonce),
  };
  if (requestId) headers["x-request-id"] = requestId;
  return headers;
}

/**
 * Answers with ready bytes and every header in one plain record: the security headers and the
 * request id are added here rather than by their middlewares afterwards, which would turn the
 * record into a Headers object, one checked and sorted header at a time. That work and its garbage
 * were the largest part of serving a page or an API read from memory.
 */
export function sendAsIs(c: Context<AppEnv>, answer: AnswerAsIs): Response {
  const headers = headersAsIs(answer, c.get("secureHeadersNonce"), c.get("requestId"));
  c.set("sentAsIs", true);
  // Dropped first, so the context does not merge the earlier answer's headers into this one.
  c.res = undefined as unknown as Response;
  c.res = new Response(answer.body as unknown as BodyInit | null, {
    status: answer.status as StatusCode,
    headers,
  });
  return c.res;
}

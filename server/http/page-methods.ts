import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../common/messages.ts";

/**
 * The pages that take a form (their route modules have an action): the group visit form on
 * /kunjungan and /en/kunjungan, and the subscription pages /langganan and /langganan/atur, posted as a document or by React Router's `.data` fetch. Matched
 * as React Router matches: in any case, with or without a trailing slash.
 */
const FORM_PAGE = /^(?:\/en)?\/(?:kunjungan|langganan|langganan\/atur)(?:\.data|\/)?$/i;

/**
 * Pages are read, not written: anything but GET and HEAD answers 405 naming what is allowed,
 * before React Router, which would answer a POST to a page without an action by logging a stack
 * (and a POST to a feed with a 500).
 */
export function pageMethods(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const takesForm = FORM_PAGE.test(c.req.path);
    if (method === "GET" || method === "HEAD" || (takesForm && method === "POST")) {
      await next();
      return;
    }
    c.header("Allow", takesForm ? "GET, HEAD, POST" : "GET, HEAD");
    return c.text(MESSAGES.methodNotAllowed, 405);
  };
}

import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";

/** The longest request target (path and query) served; no page or API address comes near it. */
export const MAX_ADDRESS_LENGTH = 2048;

/**
 * Answers 414 to an address over 2,048 characters before anything reads it, so no route, page
 * match or cache key ever pays for a long one. API callers get JSON, browsers a short text.
 */
export function addressLengthLimit(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    // The target starts at the first "/" after "scheme://host".
    const targetStart = url.indexOf("/", url.indexOf("//") + 2);
    const length = targetStart === -1 ? 1 : url.length - targetStart;
    if (length <= MAX_ADDRESS_LENGTH) return next();
    if (c.req.path.startsWith("/api/"))
      throw new DomainError("address_too_long", MESSAGES.addressTooLong);
    return c.text(MESSAGES.addressTooLong, 414);
  };
}

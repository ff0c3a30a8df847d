import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { ApiError } from "./errors.ts";
import { requestHeader } from "./request-header.ts";
import { takesImage } from "./route-body-limit.ts";

/** Methods a cross-site form or a no-cors fetch can send without the browser asking first. */
const WRITING_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * Every API write that is not an image form takes JSON, and only JSON: anything else answers 415
 * before a route reads it. A page on another site can post `text/plain` or a form without asking,
 * but not `application/json` (that needs a CORS preflight, which this API never grants), so a
 * visitor's browser cannot be made to send requests or count views here. Image routes stay
 * multipart (their route list is the body limit's).
 */
export function jsonOnly(): MiddlewareHandler {
  return (c, next) => {
    const method = c.req.method;
    if (!WRITING_METHODS.has(method) || takesImage(method, c.req.path)) return next();
    if (!isJsonType(requestHeader(c, "content-type"))) {
      throw new ApiError(415, MESSAGES.jsonRequired);
    }
    return next();
  };
}

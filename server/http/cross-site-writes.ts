import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";
import { requestHeader } from "./request-header.ts";

/** Methods that change nothing: never refused. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Go's `http.CrossOriginProtection` (Go 1.25), for every write: a browser says where a request
 * comes from, and a page on another site cannot hide it. `Sec-Fetch-Site` (every current browser)
 * allows `same-origin` and `none` (an address typed or bookmarked) and refuses anything else,
 * `same-site` included; without it, an `Origin` must name this Host (or PUBLIC_URL, for a proxy
 * that sends another Host); with neither, the request is no browser's (curl, an app, a SPEC-era
 * client) or an old browser's same-site one, and is allowed. The Content-Type plays no part, so
 * SPEC's bodiless POSTs need none (docs/decisions/115).
 */
export function crossSiteWrites(trustedOrigin: string | undefined): MiddlewareHandler {
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = requestHeader(c, "sec-fetch-site");
    if (site !== undefined) {
      if (site === "same-origin" || site === "none") return next();
      throw new DomainError("forbidden", MESSAGES.crossSiteRefused);
    }
    const origin = requestHeader(c, "origin");
    if (origin === undefined || origin === trustedOrigin || sameHost(origin, c.req.url)) {
      return next();
    }
    throw new DomainError("forbidden", MESSAGES.crossSiteRefused);
  };
}

/** Whether `origin` names the host (and port) the request was sent to. */
function sameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}

import type { MiddlewareHandler } from "hono";
import type { ContentChanges } from "../content/content-changes.ts";

/**
 * A write is answered only once every worker of this machine has applied what it changed, so
 * the next read, whichever worker answers it, shows the write (docs/decisions/116). Reads pass
 * straight through.
 */
export function writesSeenEverywhere(changes: ContentChanges): MiddlewareHandler {
  return (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    return next().then(() => changes.delivered());
  };
}

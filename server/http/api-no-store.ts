import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/** Every API answer, public or staff: never kept by a browser or a proxy (CONTRACT). */
export const API_CACHE_CONTROL = "no-store";

export function apiNoStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get("sentAsIs")) return; // it says so itself
    // On the answer itself: c.header() after the handler would rebuild the answer around a
    // stream of its body, which the Node adapter then copies chunk by chunk.
    c.res.headers.set("Cache-Control", API_CACHE_CONTROL);
  };
}

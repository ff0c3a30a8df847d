import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/** For files whose name changes with their content: hashed assets, stored uploads. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * serveStatic with a Cache-Control header on the files it finds. Its own `onFound` hook runs after
 * the response is built, so a header set there never reaches the client: set it on the response.
 */
export function serveStaticCached(
  options: Omit<ServeStaticOptions, "onFound">,
  cacheControl: string,
): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c, next) => {
    let passedOn = false;
    const res = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (!passedOn && res instanceof Response) res.headers.set("Cache-Control", cacheControl);
    return res;
  };
}

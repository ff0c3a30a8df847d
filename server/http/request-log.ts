import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

export type RequestLogOptions = { enabled: boolean };

/** The longest path a log line repeats: a refused 16,000-character address is not kept whole. */
const MAX_LOGGED_PATH = 200;

function loggedPath(path: string): string {
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/** One line per request: request id, client address, method, path, status and duration. */
export function requestLog({ enabled }: RequestLogOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const start = performance.now();
    await next();
    if (!enabled) return;
    const ms = (performance.now() - start).toFixed(1);
    console.log(
      `${c.get("requestId")} ${c.get("clientAddress")} ${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${ms}ms`,
    );
  });
}

import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env.ts";

export type RequestLogOptions = { enabled: boolean };

/** One line per request: request id, client address, method, path, status and duration. */
export function requestLog({ enabled }: RequestLogOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const start = performance.now();
    await next();
    if (!enabled) return;
    const ms = (performance.now() - start).toFixed(1);
    console.log(
      `${c.get("requestId")} ${c.get("clientAddress")} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`,
    );
  });
}

import { createMiddleware } from "hono/factory";
import { type Logger, log as processLog } from "../log/logger.ts";
import type { AppEnv } from "./app-env.ts";

export type RequestLogOptions = { enabled: boolean; log?: Logger };

/**
 * One line per request: request id, client address, method, path (never the query string, which
 * may carry a preview ticket), status and duration in milliseconds.
 */
export function requestLog({ enabled, log = processLog }: RequestLogOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const start = performance.now();
    await next();
    if (!enabled) return;
    log.info(
      {
        requestId: c.get("requestId"),
        clientAddress: c.get("clientAddress"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      "permintaan",
    );
  });
}

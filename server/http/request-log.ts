import { createMiddleware } from "hono/factory";
import { type Logger, log as processLog } from "../log/logger.ts";
import type { AppEnv } from "./app-env.ts";

export type RequestLogOptions = { enabled: boolean; log?: Logger };

/** The longest path a log line repeats: a refused 16,000-character address is not kept whole. */
const MAX_LOGGED_PATH = 200;

export function loggedPath(path: string): string {
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * One line per request: request id, client address, method, path (never the query string, which
 * may carry a preview ticket; cut after 200 characters), status and duration in milliseconds.
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
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      "permintaan",
    );
  });
}

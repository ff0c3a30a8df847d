import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";

const ACCEPTED_ID = /^[\w\-=]{1,255}$/;

/**
 * Hono's requestId, reading the header without building the request's Headers: a proxy's
 * `X-Request-Id` is kept when it is plain, otherwise a new one is made. Each answer carries it, so
 * a visitor's report can be matched with the log line.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdFrom(requestHeader(c, "x-request-id"));
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
  };
}

/** A proxy's plain request id, or a new one. */
export function requestIdFrom(given: string | undefined): string {
  return given && ACCEPTED_ID.test(given) ? given : randomUUID();
}

import { createMiddleware } from "hono/factory";
import type { StatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../app-deps.ts";
import { type CacheVersion, PageCache, pageAnswer, preparePage } from "../pages/page-cache.ts";
import type { AppEnv } from "./app-env.ts";

export type PublicReadCacheOptions = {
  deps: Pick<AppDeps, "contentChanges" | "viewCounter" | "dialect">;
  maxEntries?: number;
};

/**
 * Public API reads (a GET without a token) answered from memory, like the pages: each answer is
 * made once per content version, with its compressed copies and an ETag. Staff reads carry a token
 * and always reach the handler (they may see what visitors may not). Views are part of some
 * answers, so a committed group of views makes a new version too; on PostgreSQL, where other server
 * copies count views this copy does not hear of, no answer is older than a second.
 */
export function publicReadCache({ deps, maxEntries = 300 }: PublicReadCacheOptions) {
  const cache = new PageCache(maxEntries);
  const version = (): CacheVersion => {
    const base = `${deps.contentChanges.version}.${deps.viewCounter.version}`;
    return deps.dialect === "postgres" ? `${base}.${Math.floor(Date.now() / 1000)}` : base;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || c.req.header("authorization")) return next();
    const url = new URL(c.req.url);
    const current = version();
    const answer = await cache.getOrRender(
      `${url.pathname}${url.search}`,
      current,
      version,
      async () => {
        await next();
        const res = c.res;
        const headers = [...res.headers].filter(([name]) => name.toLowerCase() === "content-type");
        return preparePage(res.status, headers, await res.text());
      },
      (prepared) => prepared.status === 200,
    );
    const { status, headers, body } = pageAnswer(answer, {
      method: "GET",
      nonce: "",
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    });
    headers.set("Vary", "Accept-Encoding, Authorization");
    // The handler's answer (on a miss) was read above: drop it rather than let Hono wrap the new
    // one around its stream. Made through the context, so headers set before the handler (request
    // id) are kept, and from the bytes, so the Node adapter writes them in one call.
    c.res = undefined as unknown as Response;
    c.res = c.newResponse(body as unknown as ArrayBuffer | null, {
      status: status as StatusCode,
      headers,
    });
  });
}

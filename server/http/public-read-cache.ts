import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../app-deps.ts";
import { type CacheVersion, PageCache, pageAnswer, preparePage } from "../pages/page-cache.ts";
import { API_CACHE_CONTROL } from "./api-no-store.ts";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";
import { sendAsIs } from "./send-as-is.ts";

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
    if (c.req.method !== "GET" || requestHeader(c, "authorization")) return next();
    const url = new URL(c.req.url);
    const current = version();
    const prepared = await cache.getOrRender(
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
    const answer = pageAnswer(prepared, {
      method: "GET",
      nonce: "",
      acceptEncoding: requestHeader(c, "accept-encoding"),
      ifNoneMatch: requestHeader(c, "if-none-match"),
    });
    answer.headers.vary = "Accept-Encoding, Authorization";
    answer.headers["cache-control"] = API_CACHE_CONTROL;
    sendAsIs(c, answer);
  });
}

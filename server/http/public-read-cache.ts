import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../app-deps.ts";
import {
  type CacheVersion,
  PageCache,
  pageAnswer,
  preparePage,
  type RenderedPage,
} from "../pages/page-cache.ts";
import { API_CACHE_CONTROL } from "./api-no-store.ts";
import { cleanApiSearch } from "./api-query.ts";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";
import { type AnswerAsIs, sendAsIs } from "./send-as-is.ts";

export type PublicReadCacheOptions = {
  deps: Pick<AppDeps, "contentChanges">;
  /** The answers kept; at most 300 of them and 16 MB unless given. */
  cache?: PageCache;
};

/** The headers of an answer kept with it. */
const KEPT_HEADERS: ReadonlySet<string> = new Set(["content-type", "x-total-count"]);

/** How long an answer may show view counts from before: views never make a new version. */
export const VIEWS_REFRESH_MS = 60_000;

/**
 * The popular list, which SPEC's article page refreshes right after counting a view: made afresh
 * after every group of views committed on this machine (docs/decisions/115).
 */
const POPULAR_PATH = "/api/informasi/populer";

/**
 * Public API reads (a GET without a token) answered from memory, like the pages: each answer is
 * made once per content version, with its compressed copies and an ETag. Staff reads carry a token
 * and always reach the handler (they may see what visitors may not). Views are part of some
 * answers (counts, the popular list) but are no content change: every answer is made afresh once a
 * minute (the same wall-clock minute on every server copy), so counts are at most a minute old
 * and a flood of views costs readers nothing — but the popular list, made afresh after each group
 * of views this machine commits. The Host is no part of the key (no API answer names
 * it) and neither is a query parameter no handler reads (docs/decisions/012).
 */
export function publicReadCache(options: PublicReadCacheOptions) {
  return publicReads(options).middleware;
}

/** The cached public API reads: the middleware that fills them, and the fast path's look-up. */
export type PublicReads = {
  middleware: MiddlewareHandler<AppEnv>;
  /** The answer kept for a visitor's GET of this address under the current version, if any. */
  fresh: (url: URL) => RenderedPage | undefined;
  /** The views mark of an address whose answer follows views at once (the popular list). */
  viewsMark: (pathname: string) => number | undefined;
};

export function publicReads({
  deps,
  cache = new PageCache(300, 16 * 1024 * 1024),
}: PublicReadCacheOptions): PublicReads {
  const changes = deps.contentChanges;
  const viewsMark = (path: string) => (path === POPULAR_PATH ? changes.views : undefined);
  const version = (path: string): CacheVersion => {
    const minute = `${changes.version}.${Math.floor(Date.now() / VIEWS_REFRESH_MS)}`;
    const views = viewsMark(path);
    return views === undefined ? minute : `${minute}.${views}`;
  };
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" || requestHeader(c, "authorization")) return next();
    const url = new URL(c.req.url);
    // Parameters no handler reads (cache busters, tracking tags) would each make an entry: the
    // clean address answers instead, from memory.
    const search = cleanApiSearch(url.pathname, url.search);
    if (search !== url.search) return c.redirect(`${url.pathname}${search}`, 301);
    const current = version(url.pathname);
    const prepared = await cache.getOrRender(
      `${url.pathname}${url.search}`,
      current,
      () => version(url.pathname),
      async () => {
        await next();
        const res = c.res;
        // The list's length travels with its page (a paged collection list's X-Total-Count).
        const headers = [...res.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
        return preparePage(res.status, headers, await res.text());
      },
      (prepared) => prepared.status === 200,
    );
    sendAsIs(
      c,
      apiAnswer(prepared, {
        acceptEncoding: requestHeader(c, "accept-encoding"),
        ifNoneMatch: requestHeader(c, "if-none-match"),
      }),
    );
  });
  return {
    middleware,
    fresh: (url) => {
      if (cleanApiSearch(url.pathname, url.search) !== url.search) return undefined;
      return cache.fresh(`${url.pathname}${url.search}`, version(url.pathname));
    },
    viewsMark,
  };
}

/** A kept API answer for one visitor's GET: 304 or the copy accepted, never stored by anyone. */
export function apiAnswer(
  prepared: RenderedPage,
  request: { acceptEncoding?: string; ifNoneMatch?: string },
): AnswerAsIs {
  const answer = pageAnswer(prepared, { method: "GET", nonce: "", ...request });
  answer.headers.vary = "Accept-Encoding, Authorization";
  answer.headers["cache-control"] = API_CACHE_CONTROL;
  return answer;
}

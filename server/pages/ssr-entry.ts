// Built by Vite together with the React Router server build (see vite.config.ts), so the page
// handler and the route modules share one copy of React Router and its context objects.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { todayInJakarta } from "../../common/dates.ts";
import { siteContext } from "../../common/site-context.ts";
import type { PageHandler } from "../app.ts";
import type { AppDeps } from "../app-deps.ts";
import { requestHeader } from "../http/request-header.ts";
import { sendAsIs } from "../http/send-as-is.ts";
import { asksOldAddress } from "../impor/old-address-redirects.ts";
import { type Pratinjau, readPratinjau } from "../pratinjau/pratinjau.service.ts";
import { readIslandAssets } from "./island-assets.ts";
import {
  compressRendered,
  NONCE_PLACEHOLDER,
  PageCache,
  pageAnswer,
  preparePage,
  type RenderedPage,
} from "./page-cache.ts";
import { PageOrigins } from "./page-origins.ts";
import { cachedQuery, canonicalPublicPath, isCachedPage } from "./public-paths.ts";
import { createSiteData } from "./site-data.ts";

export type PageHandlerOptions = { cache?: boolean; maxCachedPages?: number };

export function createPageHandler(deps: AppDeps, options: PageHandlerOptions = {}): PageHandler {
  const production = deps.config.NODE_ENV !== "development";
  const handle = createRequestHandler(build, production ? "production" : "development");
  const islands = production
    ? readIslandAssets(new URL("./islands-manifest.json", import.meta.url))
    : undefined;
  const cache = (options.cache ?? production) ? new PageCache(options.maxCachedPages) : undefined;
  const origins = new PageOrigins(deps.config.PUBLIC_URL);

  function render(
    request: Request,
    nonce: string | undefined,
    options: {
      pratinjau?: Pratinjau;
      clientAddress?: string;
      onSearch?: (q: string, hasil: number) => void;
    } = {},
  ) {
    const context = new RouterContextProvider();
    // Absolute links (canonical, sitemap, feed) use the configured address when there is one,
    // not whatever Host a request names.
    const origin = origins.linksFor(new URL(request.url));
    context.set(
      siteContext,
      createSiteData(deps, {
        origin,
        path: new URL(request.url).pathname,
        nonce,
        islands,
        ...options,
      }),
    );
    return handle(request, context);
  }

  /**
   * A page opened through a preview link (`?pratinjau=<ticket>`, docs/decisions/020): rendered
   * for this request alone, never read from or written to the page cache, and kept out of every
   * shared cache, search engine and Referer.
   */
  async function renderPreview(request: Request, ticket: string, nonce: string | undefined) {
    const pratinjau = await readPratinjau(deps.db, deps.secret, ticket);
    const res = await render(request, nonce, { pratinjau });
    const headers = new Headers(res.headers);
    headers.set("Cache-Control", "private, no-store");
    headers.set("X-Robots-Tag", "noindex");
    headers.set("Referrer-Policy", "no-referrer");
    return new Response(res.body, { status: res.status, headers });
  }

  async function renderForCache(url: URL): Promise<RenderedPage> {
    // Always a GET (a HEAD renders no body), without the visitor's conditional headers.
    // Not tied to this visitor's connection either: others may be waiting for the same render.
    const get = new Request(url, { method: "GET", headers: { accept: "text/html" } });
    // Island pages run no inline script, so they need no nonce and are sent precompressed as
    // they are. Without islands (no islands build), React Router's inline scripts need the
    // request's nonce: render a placeholder, replaced in every answer (pages/spliced-gzip.ts).
    const res = await render(get, islands ? undefined : NONCE_PLACEHOLDER);
    const headers = [...res.headers].filter(([name]) => name.toLowerCase() !== "set-cookie");
    return preparePage(res.status, headers, await res.text());
  }

  /**
   * The cache key of a page address: only the paged lists read their query string (`?halaman=`),
   * so one cached page per path and page, whatever else the address carries (utm_…, fbclid). The
   * footer shows today's hours and the year: a new day (Asia/Jakarta) renders afresh.
   */
  function cacheKey(url: URL) {
    const target = `${url.pathname}${cachedQuery(url)}`;
    return { target, key: `${origins.linksFor(url)}${target}|${todayInJakarta()}` };
  }

  /** The page kept for a GET or HEAD of this address under the current version, if any. */
  function fresh(url: URL): RenderedPage | undefined {
    if (!cache || canonicalPublicPath(url.pathname) || url.searchParams.has("pratinjau")) return;
    // An old WordPress address (`/?p=123`) is looked up first (impor/old-address-redirects.ts).
    if (asksOldAddress(url)) return;
    if (!isCachedPage(url) || !origins.cacheable(url)) return;
    return cache.fresh(cacheKey(url).key, deps.contentChanges.version);
  }

  const handler: PageHandler = async (c) => {
    const request = c.req.raw;
    const nonce = c.get("secureHeadersNonce") ?? "";
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const readOnly = method === "GET" || method === "HEAD";
    const canonical = readOnly ? canonicalPublicPath(url.pathname) : undefined;
    if (canonical) return c.redirect(`${canonical}${url.search}`, 301);
    const ticket = url.searchParams.get("pratinjau");
    if (ticket !== null) return renderPreview(request, ticket, nonce || undefined);
    if (!cache || !readOnly || !isCachedPage(url) || !origins.cacheable(url)) {
      const res = await render(request, nonce || undefined, {
        clientAddress: readOnly ? undefined : c.get("clientAddress"),
        // A search page's words and results, for the statistics (counted in app.ts).
        onSearch: (q, hasil) => c.set("pencarian", { q, hasil }),
      });
      return compressRendered(res, requestHeader(c, "accept-encoding"));
    }
    const version = deps.contentChanges.version;
    const { target, key } = cacheKey(url);
    const page = await cache.getOrRender(
      key,
      version,
      () => deps.contentChanges.version,
      () => renderForCache(new URL(target, url.origin)),
      (p) => p.status === 200,
    );
    return sendAsIs(
      c,
      pageAnswer(page, {
        method,
        nonce,
        acceptEncoding: requestHeader(c, "accept-encoding"),
        ifNoneMatch: requestHeader(c, "if-none-match"),
      }),
    );
  };
  return Object.assign(handler, { fresh });
}

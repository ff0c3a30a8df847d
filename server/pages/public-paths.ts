import type { ContentKind } from "../../common/content/kind.ts";
import { CONTENT_KINDS } from "../../common/content/kinds.ts";

/** A piece of a regular expression naming any of these paths (without their leading slash). */
const anyOf = (paths: string[]) => paths.map((p) => p.slice(1).replace(/[.-]/g, "\\$&")).join("|");

/** Each kind's list and its items' pages (`/informasi`, `/informasi/{slug}`), from its declaration. */
const KIND_LISTS = anyOf(CONTENT_KINDS.map((k) => k.publicPath));
const PAGES = `struktur-kesultanan|kunjungan|contact|${KIND_LISTS}|(?:${KIND_LISTS})/[^/]+`;

/**
 * Public pages and feeds: the same for every visitor, so rendered once per content version. The
 * English twins under /en (decision 041) are pages of their own: the cache key is the path.
 */
export const CACHEABLE_PATH = new RegExp(
  `^/(?:|sitemap\\.xml|robots\\.txt|en|(?:en/)?(?:rss\\.xml|${PAGES}))$`,
);

/**
 * Public HTML pages whose views the statistics count (docs/decisions/080): the cached pages less
 * the feeds and calendar files, and search. Only a page that was found counts, so a path here is a
 * real page.
 */
export const COUNTED_PAGE_PATH = new RegExp(`^/(?:|en|(?:en/)?(?:cari|${PAGES}))$(?<!\\.ics)`);

/** Lists whose page is chosen by `?halaman=`. Search (`/cari`, `/en/cari`) is never cached. */
const PAGED_PATH = new RegExp(
  `^(?:/en)?/(?:${anyOf(CONTENT_KINDS.filter((k) => k.pagedList).map((k) => k.publicPath))})$`,
);

/** Paged lists with the filters their kind declares (`/koleksi?kategori=`), by path. */
const LIST_FILTERS: ReadonlyArray<[RegExp, readonly string[]]> = (
  CONTENT_KINDS as readonly ContentKind[]
)
  .filter((k) => k.listFilters?.length)
  .map((k) => [new RegExp(`^(?:/en)?${k.publicPath}$`), k.listFilters ?? []]);

/** Free text a visitor types (`q`): a page filtered by it is rendered afresh, like search. */
const FREE_TEXT_FILTER = "q";

/** The visit page after its form was sent (`?terkirim`): one confirmation, the same for all. */
const VISIT_PATH = /^(?:\/en)?\/kunjungan$/;

/**
 * The part of the query string a cached page depends on: `?halaman=N` on the paged lists (as
 * given, so a bad value renders its own 404 and is not kept), `?terkirim=1` on the visit page,
 * nothing anywhere else.
 */
export function cachedQuery(url: URL): string {
  if (VISIT_PATH.test(url.pathname) && url.searchParams.has("terkirim")) return "?terkirim=1";
  if (!PAGED_PATH.test(url.pathname)) return "";
  const filters = LIST_FILTERS.find(([path]) => path.test(url.pathname))?.[1] ?? [];
  const kept = ["halaman", ...filters]
    .map((name) => [name, url.searchParams.get(name)] as const)
    .filter(([, value]) => value !== null && value !== "")
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? "")}`);
  return kept.length ? `?${kept.join("&")}` : "";
}

/** A public page kept in the cache: a cacheable path, not filtered by typed words. */
export function isCachedPage(url: URL): boolean {
  if (!CACHEABLE_PATH.test(url.pathname)) return false;
  const typed = url.searchParams.get(FREE_TEXT_FILTER);
  return (
    !typed ||
    !LIST_FILTERS.some(([path, f]) => path.test(url.pathname) && f.includes(FREE_TEXT_FILTER))
  );
}

/**
 * The one address of a public page written another way ('/Informasi', '/informasi/'), so that
 * links shared in any spelling reach the same cached page; undefined when it is already that.
 */
export function canonicalPublicPath(pathname: string): string | undefined {
  if (pathname.endsWith(".data") || pathname.includes("%")) return undefined;
  const canonical = pathname.length > 1 ? withoutTrailingSlashes(pathname).toLowerCase() : pathname;
  return canonical !== pathname && CACHEABLE_PATH.test(canonical) ? canonical : undefined;
}

// A loop, not /\/+$/: that regex retries from every slash of a long run, quadratic in its length.
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return path.slice(0, end);
}

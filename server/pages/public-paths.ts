/** Public pages and feeds: the same for every visitor, so rendered once per content version. */
export const CACHEABLE_PATH =
  /^\/(?:|struktur-kesultanan|informasi|contact|sitemap\.xml|robots\.txt|rss\.xml|(?:informasi|kegiatan)\/[^/]+)$/;

/**
 * The one address of a public page written another way ('/Informasi', '/informasi/'), so that
 * links shared in any spelling reach the same cached page; undefined when it is already that.
 */
export function canonicalPublicPath(pathname: string): string | undefined {
  if (pathname.endsWith(".data") || pathname.includes("%")) return undefined;
  const canonical = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return canonical !== pathname && CACHEABLE_PATH.test(canonical) ? canonical : undefined;
}

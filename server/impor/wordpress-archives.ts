// WordPress's own archive addresses, which no import records one by one: its feeds, searches,
// tag, author and date archives. Each leads to the nearest page of this site (decision 212).

const FEED = /^(?:\/.*)?\/feed(?:\/(?:rss2?|atom|rdf))?$/;
const TAG = /^\/tag\/([^/]+)$/;
const AUTHOR = /^\/author\/[^/]+$/;
const DATE = /^\/\d{4}(?:\/\d{2}(?:\/\d{2})?)?$/;
const PAGED = /^(.*)\/page\/(\d+)$/;
const NEWS = "/informasi";

/** The words of a WordPress slug (`grebeg-syawal` → `grebeg syawal`). */
const wordsOf = (slug: string) => {
  try {
    return decodeURIComponent(slug).replace(/[-_]+/g, " ").trim();
  } catch {
    return slug.replace(/[-_]+/g, " ").trim();
  }
};

/**
 * Where an old WordPress archive address leads here, or undefined. `path` has no trailing slash
 * (as oldPathKey gives it); `query` is the address's own query.
 */
export function wordPressArchive(path: string, query: URLSearchParams): string | undefined {
  const searched = query.get("s");
  if (searched !== null && (path === "/" || path === "")) {
    return searched.trim() ? `/cari?q=${encodeURIComponent(searched.trim())}` : "/cari";
  }
  if (query.has("feed") || FEED.test(path)) return "/rss.xml";
  const tag = TAG.exec(path);
  if (tag) return `/cari?q=${encodeURIComponent(wordsOf(tag[1] ?? ""))}`;
  if (AUTHOR.test(path) || DATE.test(path)) return NEWS;
  return undefined;
}

/** `/category/berita/page/3` → the list it pages (`/category/berita`) and its page (3). */
export function pagedArchive(path: string): { list: string; page: number } | undefined {
  const paged = PAGED.exec(path);
  if (!paged) return undefined;
  return { list: paged[1] || "/", page: Number(paged[2]) };
}

/** The page of a list here: `/informasi?halaman=3`. */
export function withPage(to: string, page: number): string {
  const url = new URL(to, "http://x");
  if (page > 1) url.searchParams.set("halaman", String(page));
  return `${url.pathname}${url.search}`;
}

/** A paged archive of the site's front (`/page/2`) lists its news. */
export const FRONT_PAGED_TO = NEWS;

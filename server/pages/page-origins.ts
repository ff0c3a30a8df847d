/** Hosts whose pages are cached when PUBLIC_URL is unset (docs/decisions/012). */
export const MAX_CACHED_ORIGINS = 4;

/**
 * The origin a page's absolute links (canonical, feed, share tags) name, and so part of its cache
 * key. With PUBLIC_URL it is always that: whatever Host a request names, one cached page. Without
 * it the links follow each request's Host, which the client chooses: only the first few origins
 * seen get cached pages; any other is rendered for that request alone and kept nowhere, so random
 * Host headers cannot fill the cache nor push the real site's pages out of it.
 */
export class PageOrigins {
  readonly #publicUrl: string | undefined;
  readonly #max: number;
  readonly #cached = new Set<string>();

  constructor(publicUrl: string | undefined, max = MAX_CACHED_ORIGINS) {
    this.#publicUrl = publicUrl;
    this.#max = max;
  }

  /** The origin this request's page is rendered for. */
  linksFor(url: URL): string {
    return this.#publicUrl ?? url.origin;
  }

  /** Whether a page rendered for this request may be cached (under `linksFor`'s origin). */
  cacheable(url: URL): boolean {
    if (this.#publicUrl || this.#cached.has(url.origin)) return true;
    if (this.#cached.size >= this.#max) return false;
    this.#cached.add(url.origin);
    return true;
  }
}

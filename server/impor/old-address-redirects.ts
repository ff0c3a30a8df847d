import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/create-database.ts";
import type { AppEnv } from "../http/app-env.ts";
import { findRedirect, oldPathKey } from "./pengalihan.repository.ts";
import { FRONT_PAGED_TO, pagedArchive, withPage, wordPressArchive } from "./wordpress-archives.ts";

/** Query parameters only a WordPress address carries (`/?p=123`): asked before the page. */
const WORDPRESS_QUERY = ["p", "page_id", "cat", "attachment_id", "feed", "s"];
const SIZE_VARIANT = /-\d+x\d+(?=\.[a-z0-9]+$)/i;

/** True for an address that is surely an old WordPress one: it is looked up before any page. */
export function asksOldAddress(url: URL): boolean {
  return (
    url.pathname.startsWith("/wp-content/") ||
    (url.search !== "" && WORDPRESS_QUERY.some((p) => url.searchParams.has(p)))
  );
}

/**
 * Answers an old address (an imported site's permalink, category, page or picture) with 301 to
 * where it lives now. Only addresses that are surely old are looked up before the page; any other
 * is looked up only once the site found nothing there, so a page served from memory costs nothing.
 */
export function oldAddressRedirects(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const early = asksOldAddress(url);
    if (early) {
      const to = await lookUp(db, url);
      if (to) return c.redirect(to, 301);
    }
    await next();
    if (early || c.res.status !== 404) return;
    const to = await lookUp(db, url);
    if (to) c.res = c.redirect(to, 301);
  };
}

async function lookUp(db: Db, url: URL): Promise<string | undefined> {
  const key = oldPathKey(url.pathname + url.search);
  const found = await findRedirect(db, key);
  if (found) return found;
  // WordPress's resized copies (`foto-300x200.jpg`) lead to the picture itself.
  if (SIZE_VARIANT.test(key)) return findRedirect(db, key.replace(SIZE_VARIANT, ""));
  const path = oldPathKey(url.pathname);
  // Page 3 of an old category leads to page 3 of the list it became.
  const paged = pagedArchive(path);
  if (paged) {
    const list = paged.list === "/" ? FRONT_PAGED_TO : await findRedirect(db, paged.list);
    return list ? withPage(list, paged.page) : undefined;
  }
  return wordPressArchive(path, url.searchParams);
}

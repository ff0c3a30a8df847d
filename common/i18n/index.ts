// The public site's two languages: Indonesian at the root, English under /en (decision 041).
import { en } from "./en.ts";
import { id, type Messages } from "./id.ts";

export type { Messages };
export type Lang = "id" | "en";
export const LANGS: readonly Lang[] = ["id", "en"];

const CATALOGUES: Record<Lang, Messages> = { id, en };

/** The fixed texts of the public site in one language. */
export function messagesFor(lang: Lang): Messages {
  return CATALOGUES[lang];
}

/** The language a public address is in: `/en` and below are English, the rest Indonesian. */
export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "id";
}

/** The Indonesian address behind any public address (`/en/informasi` → `/informasi`). */
export function basePath(pathname: string): string {
  if (pathname === "/en") return "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/** Indonesian pages with no English twin: staff sign in on the one screen (decision 041). */
const WITHOUT_TWIN = new Set(["/login"]);

/** True when a public address has a twin in the other language to switch to or hreflang. */
export function hasTwin(pathname: string): boolean {
  return !WITHOUT_TWIN.has(basePath(pathname));
}

/**
 * An Indonesian address (path and query) in the given language: `/` → `/en`,
 * `/informasi?halaman=2` → `/en/informasi?halaman=2`. Slugs stay the Indonesian ones.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === "id") return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `/en${path.slice(1)}`;
  return `/en${path}`;
}

/** The language of the page a request asks for. */
export function langOf(url: URL): Lang {
  return langOfPath(url.pathname);
}

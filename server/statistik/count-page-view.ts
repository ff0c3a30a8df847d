import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { searchTerms } from "../../common/search-terms.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requestHeader } from "../http/request-header.ts";
import { COUNTED_PAGE_PATH } from "../pages/public-paths.ts";
import { hostWithoutPort, referrerHost } from "./referrer-host.ts";
import { MAX_HOST_LENGTH, MAX_PENCARIAN_LENGTH, PERUJUK_LAINNYA } from "./statistik-limits.ts";
import { VisitorClasses } from "./visitor-class.ts";

/** A search's words as the statistics keep them: folded, deduplicated, one space apart. */
export function normalisedSearch(q: string): string {
  return searchTerms(q).join(" ").slice(0, MAX_PENCARIAN_LENGTH).trim();
}

/** What the counter reads of a served page's request, whichever path answered it. */
export type ServedPage = {
  method: string;
  path: string;
  /** The request's address with its query (a staff preview link is not counted). */
  target: string;
  header: (name: Lowercase<string>) => string | undefined;
  /** A search on /cari: its words and how many results it found. */
  pencarian?: { q: string; hasil: number };
};

/**
 * The statistics' one look at a served page (docs/decisions/080): called once per answer of a
 * public page, by the fast path for a page from memory (http/fast-path.ts) and by the page handler
 * for the rest. A GET of a public page that was found (200, or 304 for a revisit of an unchanged
 * page) by a person counts; bots, prefetches, previews, the back office and unknown paths do not.
 * Nothing is written here: a few Map additions, the database later in a batch.
 */
export function publicPageViewCounter(deps: Pick<AppDeps, "statistik" | "config">) {
  const classes = new VisitorClasses();
  const publicHost = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).hostname : undefined;

  function count(page: ServedPage, status: number): void {
    if ((status !== 200 && status !== 304) || page.method !== "GET") return;
    if (!COUNTED_PAGE_PATH.test(page.path)) return;
    const perangkat = classes.of(page.header("user-agent"));
    if (perangkat === "bot") return;
    // A page fetched ahead of a click the person may never make, or a staff preview link.
    if (page.header("sec-purpose") ?? page.header("purpose")) return;
    if (page.target.includes("pratinjau=")) return;
    const q = page.pencarian ? normalisedSearch(page.pencarian.q) : "";
    deps.statistik.count({
      path: page.path,
      perangkat,
      perujuk: externalReferrer(page, publicHost),
      pencarian: q ? { q, hasil: page.pencarian?.hasil ?? 0 } : undefined,
    });
  }

  return {
    /** A page the app answered (the page handler). */
    fromContext(c: Context<AppEnv>, status: number): void {
      const header = (name: Lowercase<string>) => requestHeader(c, name);
      count(
        {
          method: c.req.method,
          path: c.req.path,
          target: c.req.url,
          header,
          pencarian: c.get("pencarian"),
        },
        status,
      );
    },
    /** A page the fast path answered from memory, before any routing. */
    fromNode(path: string, req: IncomingMessage, status: number): void {
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      count({ method: req.method ?? "", path, target: req.url ?? "", header }, status);
    },
  };
}

export type PageViewCounter = ReturnType<typeof publicPageViewCounter>;

function externalReferrer(page: ServedPage, publicHost: string | undefined): string | undefined {
  const host = referrerHost(page.header("referer"));
  if (!host || host === publicHost) return undefined;
  if (host === hostWithoutPort(page.header("host"))) return undefined;
  return host.length > MAX_HOST_LENGTH ? PERUJUK_LAINNYA : host;
}

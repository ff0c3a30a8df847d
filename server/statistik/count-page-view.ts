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

/**
 * The statistics' one look at a served page (docs/decisions/080): called once per answer of the
 * page handler, a page from memory and a fresh render alike. A GET of a public page that was
 * found (200, or 304 for a revisit of an unchanged page) by a person counts; bots, prefetches,
 * previews, the back office and unknown paths do not. Nothing is written here: a few Map
 * additions, the database later in a batch.
 */
export function publicPageViewCounter(deps: Pick<AppDeps, "statistik" | "config">) {
  const classes = new VisitorClasses();
  const publicHost = deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).hostname : undefined;

  return function countPublicPageView(c: Context<AppEnv>, status: number): void {
    if ((status !== 200 && status !== 304) || c.req.method !== "GET") return;
    const path = c.req.path;
    if (!COUNTED_PAGE_PATH.test(path)) return;
    const perangkat = classes.of(requestHeader(c, "user-agent"));
    if (perangkat === "bot") return;
    // A page fetched ahead of a click the person may never make, or a staff preview link.
    if (requestHeader(c, "sec-purpose") ?? requestHeader(c, "purpose")) return;
    if (c.req.url.includes("pratinjau=")) return;
    const searched = c.get("pencarian");
    const q = searched ? normalisedSearch(searched.q) : "";
    deps.statistik.count({
      path,
      perangkat,
      perujuk: externalReferrer(c, publicHost),
      pencarian: q ? { q, hasil: searched?.hasil ?? 0 } : undefined,
    });
  };
}

function externalReferrer(c: Context<AppEnv>, publicHost: string | undefined): string | undefined {
  const host = referrerHost(requestHeader(c, "referer"));
  if (!host || host === publicHost) return undefined;
  const own = hostWithoutPort(requestHeader(c, "host")) ?? new URL(c.req.url).hostname;
  if (host === own) return undefined;
  return host.length > MAX_HOST_LENGTH ? PERUJUK_LAINNYA : host;
}

import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { todayInJakarta } from "../../common/dates.ts";
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
  userAgent: string | undefined;
  referer: string | undefined;
  host: string | undefined;
  /** `Sec-Purpose` or `Purpose`: set on a prefetch. */
  purpose: string | undefined;
  /** A search on /cari: its words and how many results it found. */
  pencarian?: { q: string; hasil: number };
};

/**
 * The statistics' one look at a served page (docs/decisions/080): called once per answer of a
 * public page, by the fast path for a page from memory (http/fast-path.ts) and by the page handler
 * for the rest. A GET of a public page that was found (200, or 304 for a revisit of an unchanged
 * page) by a person counts; bots, prefetches, previews, the back office and unknown paths do not.
 * Nothing is written here: a few Map additions, the database later in a batch. A page from
 * memory is not even classified as it is served: its request's strings wait in a queue and are
 * counted in batches (QueuedViews), where the classifier and the Maps stay in the processor's
 * cache; the bench's counting rows measure what it costs a whole server (decision 080).
 */
export function publicPageViewCounter(deps: Pick<AppDeps, "statistik" | "config">) {
  const classes = new VisitorClasses();
  const referrers = new ReferrerHosts(
    deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).hostname : undefined,
  );
  // Registered at the first queued view: an app whose pages never come from memory (tests build
  // many on one set of deps) leaves the counter no drain to call.
  const queued = new QueuedViews(
    (page, day) => count(page, 200, day),
    (drain) => deps.statistik.drainBeforeWrites(drain),
  );

  function count(page: ServedPage, status: number, day?: string): void {
    if ((status !== 200 && status !== 304) || page.method !== "GET") return;
    if (!COUNTED_PAGE_PATH.test(page.path)) return;
    const perangkat = classes.of(page.userAgent);
    if (perangkat === "bot") return;
    // A page fetched ahead of a click the person may never make, or a staff preview link.
    if (page.purpose || page.target.includes("pratinjau=")) return;
    const q = page.pencarian ? normalisedSearch(page.pencarian.q) : "";
    deps.statistik.count(
      {
        path: page.path,
        perangkat,
        perujuk: referrers.external(page.referer, page.host),
        pencarian: q ? { q, hasil: page.pencarian?.hasil ?? 0 } : undefined,
      },
      day,
    );
  }

  return {
    /** A page the app answered (the page handler). */
    fromContext(c: Context<AppEnv>, status: number): void {
      count(
        {
          method: c.req.method,
          path: c.req.path,
          target: c.req.url,
          userAgent: requestHeader(c, "user-agent"),
          referer: requestHeader(c, "referer"),
          host: requestHeader(c, "host"),
          purpose: requestHeader(c, "sec-purpose") ?? requestHeader(c, "purpose"),
          pencarian: c.get("pencarian"),
        },
        status,
      );
    },
    /** A page the fast path answered from memory, before any routing: counted in a batch. */
    fromNode(path: string, req: IncomingMessage, status: number): void {
      if ((status !== 200 && status !== 304) || req.method !== "GET") return;
      const headers = req.headers;
      const purpose = one(headers["sec-purpose"]) ?? one(headers.purpose);
      queued.add(
        path,
        req.url ?? "",
        headers["user-agent"],
        headers.referer,
        headers.host,
        purpose,
      );
    },
  };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Views per batch: a bounded queue, counted when full and before every write of the counts. */
const VIEWS_PER_BATCH = 256;
/** Slots per view in the queue: path, target, user agent, referer, host, purpose, day. */
const SLOTS = 7;

/**
 * Served pages' request strings, one flat array, until they are counted together: adding one is
 * a push of references the request already holds, and today's date.
 */
class QueuedViews {
  readonly #slots: Array<string | undefined> = [];
  readonly #count: (page: ServedPage, day: string) => void;
  #register: ((drain: () => void) => void) | undefined;

  constructor(
    count: (page: ServedPage, day: string) => void,
    register: (drain: () => void) => void,
  ) {
    this.#count = count;
    this.#register = register;
  }

  add(
    path: string,
    target: string,
    userAgent: string | undefined,
    referer: string | undefined,
    host: string | undefined,
    purpose: string | undefined,
  ): void {
    if (this.#register) {
      this.#register(() => this.drain());
      this.#register = undefined;
    }
    // The day it was served: a view queued before midnight counts for its own day.
    this.#slots.push(path, target, userAgent, referer, host, purpose, todayInJakarta());
    if (this.#slots.length >= VIEWS_PER_BATCH * SLOTS) this.drain();
  }

  drain(): void {
    const s = this.#slots;
    for (let i = 0; i < s.length; i += SLOTS) {
      this.#count(
        {
          method: "GET",
          path: s[i] as string,
          target: s[i + 1] as string,
          userAgent: s[i + 2],
          referer: s[i + 3],
          host: s[i + 4],
          purpose: s[i + 5],
        },
        s[i + 6] as string,
      );
    }
    s.length = 0;
  }
}

export type PageViewCounter = ReturnType<typeof publicPageViewCounter>;

/**
 * The external host a Referer names, or undefined for none or this site itself. Visitors arriving
 * one after another bring the same Referer: the last answer is kept and reused.
 */
class ReferrerHosts {
  readonly #publicHost: string | undefined;
  #last = { referer: "", host: "", answer: undefined as string | undefined };

  constructor(publicHost: string | undefined) {
    this.#publicHost = publicHost;
  }

  external(referer: string | undefined, hostHeader: string | undefined): string | undefined {
    if (!referer) return undefined;
    const last = this.#last;
    if (last.referer === referer && last.host === hostHeader) return last.answer;
    const answer = this.#find(referer, hostHeader);
    this.#last = { referer, host: hostHeader ?? "", answer };
    return answer;
  }

  #find(referer: string, hostHeader: string | undefined): string | undefined {
    const host = referrerHost(referer);
    if (!host || host === this.#publicHost) return undefined;
    if (host === hostWithoutPort(hostHeader)) return undefined;
    return host.length > MAX_HOST_LENGTH ? PERUJUK_LAINNYA : host;
  }
}

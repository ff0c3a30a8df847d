import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { todayInJakarta } from "../../common/dates.ts";
import { searchTerms } from "../../common/search-terms.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AddressCounter } from "../http/address-counter.ts";
import type { AppEnv } from "../http/app-env.ts";
import { socketClientAddress } from "../http/client-address.ts";
import { requestHeader } from "../http/request-header.ts";
import { COUNTED_PAGE_PATH } from "../pages/public-paths.ts";
import { DistinctSenders } from "./distinct-senders.ts";
import { hostWithoutPort, referrerHost } from "./referrer-host.ts";
import type { CountedView } from "./statistik-counter.ts";
import { MAX_HOST_LENGTH, MAX_PENCARIAN_LENGTH, PERUJUK_LAINNYA } from "./statistik-limits.ts";
import { ViewsPerClient } from "./views-per-client.ts";
import { VisitorClasses } from "./visitor-class.ts";

/** A search's words as the statistics keep them: folded, deduplicated, one space apart. */
export function normalisedSearch(q: string): string {
  return searchTerms(q).join(" ").slice(0, MAX_PENCARIAN_LENGTH).trim();
}

/** What the counter reads of the request for a page the app answered. */
export type ServedPage = {
  method: string;
  path: string;
  /** The request's address with its query (a staff preview link is not counted). */
  target: string;
  userAgent: string | undefined;
  referer: string | undefined;
  host: string | undefined;
  /** The client's address (`c.get("clientAddress")`). */
  clientAddress: string | undefined;
  /** `Sec-Purpose` or `Purpose`: set on a prefetch. */
  purpose: string | undefined;
  /** A search on /cari: its words and how many results it found. */
  pencarian?: { q: string; hasil: number };
};

/**
 * The statistics' one look at a served page (docs/decisions/080). A public page the app answered
 * is counted by `fromContext`; a page the fast path answered from memory by the counter of its
 * address (`forAddress`), made once when the fast path looks the address up. A GET of a public
 * page that was found (200, or 304 for a revisit of an unchanged page) by a person counts; bots,
 * prefetches, previews, the back office and unknown paths do not. One client's views beyond
 * VIEWS_PER_CLIENT_PER_MINUTE do not count, and a referring host or search phrase counts once two
 * clients sent it (decision 111). Nothing is written here: a few additions in memory, the
 * database later in a batch.
 */
export function publicPageViewCounter(deps: Pick<AppDeps, "statistik" | "config">) {
  const classes = new VisitorClasses();
  const referrers = new ReferrerHosts(
    deps.config.PUBLIC_URL ? new URL(deps.config.PUBLIC_URL).hostname : undefined,
  );
  const perClient = new ViewsPerClient();
  const referrerSenders = new DistinctSenders();
  const searchSenders = new DistinctSenders();
  const clients = new ClientAddresses(deps.config.TRUST_PROXY);
  // What a page from memory adds to its address's views, when it counts at all.
  const addresses = new CountedAddresses(deps.statistik, (req, status, views) => {
    if (!foundByGet(req.method, status)) return false;
    const headers = req.headers;
    if (headers["sec-purpose"] !== undefined || headers.purpose !== undefined) return false;
    const perangkat = classes.of(one(headers["user-agent"]));
    if (perangkat === "bot") return false;
    const client = clients.of(req);
    if (!perClient.allow(client)) return false;
    const referer = one(headers.referer);
    const host = referer ? referrers.external(referer, headers.host) : undefined;
    views.add(perangkat, host, host ? referrerSenders.admit(views.day, host, client) : 0);
    return true;
  });

  function count(page: ServedPage, status: number): void {
    if (!foundByGet(page.method, status)) return;
    if (!COUNTED_PAGE_PATH.test(page.path)) return;
    const perangkat = classes.of(page.userAgent);
    if (perangkat === "bot") return;
    // A page fetched ahead of a click the person may never make, or a staff preview link.
    if (page.purpose || isPreview(page.target)) return;
    if (!perClient.allow(page.clientAddress)) return;
    const day = todayInJakarta();
    const host = referrers.external(page.referer, page.host);
    const hostViews = host ? referrerSenders.admit(day, host, page.clientAddress) : 0;
    const q = page.pencarian ? normalisedSearch(page.pencarian.q) : "";
    const searches = q ? searchSenders.admit(day, q, page.clientAddress) : 0;
    deps.statistik.count({
      path: page.path,
      perangkat,
      perujuk: host && hostViews ? { host, views: hostViews } : undefined,
      pencarian: searches ? { q, hasil: page.pencarian?.hasil ?? 0, jumlah: searches } : undefined,
    });
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
          clientAddress: c.get("clientAddress"),
          purpose: requestHeader(c, "sec-purpose") ?? requestHeader(c, "purpose"),
          pencarian: c.get("pencarian"),
        },
        status,
      );
    },
    /**
     * The counter of one address the fast path answers from memory, or none for an address that
     * is not counted (the API, a feed, a staff preview link). The fast path keeps it with the
     * address for one era, which never spans Jakarta's midnight (remembered-lookups.ts), so the
     * day is read once, here.
     */
    forAddress(path: string, target: string): AddressCounter | undefined {
      if (!COUNTED_PAGE_PATH.test(path) || isPreview(target)) return undefined;
      return addresses.open(path, todayInJakarta());
    },
  };
}

/** A GET of a page that was found: 200, or 304 for a revisit of an unchanged page. */
const foundByGet = (method: string | undefined, status: number) =>
  method === "GET" && (status === 200 || status === 304);

const isPreview = (target: string) => target.includes("pratinjau=");

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Addresses with views not yet handed to the statistics: beyond this many, they are at once. */
const PENDING_ADDRESSES = 1024;

/**
 * The views of one address answered from memory, added up where it is kept: serving a page adds
 * one to a number. The address joins the list of those with views at its first view since the
 * last hand-over; every write of the counts (and a list grown to PENDING_ADDRESSES) hands them all
 * to the statistics first.
 */
class AddressViews {
  readonly path: string;
  readonly day: string;
  perangkat = noDevices();
  perujuk: Map<string, number> | undefined;
  pending = false;

  constructor(path: string, day: string) {
    this.path = path;
    this.day = day;
  }

  /** One view; `perujukViews` of its referring host (0 while the host waits for a second client). */
  add(perangkat: Perangkat, perujuk: string | undefined, perujukViews: number): void {
    this.perangkat[perangkat]++;
    if (perujuk !== undefined && perujukViews > 0) {
      this.perujuk ??= new Map();
      this.perujuk.set(perujuk, (this.perujuk.get(perujuk) ?? 0) + perujukViews);
    }
  }
}

type Perangkat = CountedView["perangkat"];

const noDevices = (): Record<Perangkat, number> => ({ ponsel: 0, tablet: 0, desktop: 0 });

/** Adds a page served from memory to its address's `views` when it counts; says whether it did. */
type AddIfCounted = (req: IncomingMessage, status: number, views: AddressViews) => boolean;

/** The addresses' views since the last hand-over to the statistics. */
class CountedAddresses {
  readonly #statistik: AppDeps["statistik"];
  readonly #addIfCounted: AddIfCounted;
  readonly #pending: AddressViews[] = [];
  #registered = false;

  constructor(statistik: AppDeps["statistik"], addIfCounted: AddIfCounted) {
    this.#statistik = statistik;
    this.#addIfCounted = addIfCounted;
  }

  open(path: string, day: string): AddressCounter {
    // Registered at the first address: an app whose pages never come from memory (tests build
    // many on one set of deps) leaves the statistics no hand-over to call.
    if (!this.#registered) {
      this.#registered = true;
      this.#statistik.drainBeforeWrites(() => this.handOver());
    }
    const views = new AddressViews(path, day);
    return {
      served: (req, status) => {
        if (!this.#addIfCounted(req, status, views) || views.pending) return;
        views.pending = true;
        if (this.#pending.push(views) >= PENDING_ADDRESSES) this.handOver();
      },
    };
  }

  handOver(): void {
    for (const views of this.#pending) {
      this.#statistik.countServed(views.day, views.path, views.perangkat, views.perujuk);
      views.perangkat = noDevices();
      views.perujuk = undefined;
      views.pending = false;
    }
    this.#pending.length = 0;
  }
}

export type PageViewCounter = ReturnType<typeof publicPageViewCounter>;

/** Client addresses remembered by socket address and X-Forwarded-For; afresh beyond this. */
const KNOWN_CLIENTS = 10_000;

/**
 * The client address of a page from memory, read as the app reads it (TRUST_PROXY). Without a
 * trusted proxy it is the socket's; behind one, each socket address and X-Forwarded-For pair is
 * read once and remembered (two Map look-ups a view, no string built).
 */
class ClientAddresses {
  readonly #read: ReturnType<typeof socketClientAddress>;
  readonly #direct: boolean;
  #known = new Map<string, Map<string, string>>();
  #size = 0;

  constructor(trustProxy: readonly string[]) {
    this.#read = socketClientAddress(trustProxy);
    this.#direct = trustProxy.length === 0;
  }

  of(req: IncomingMessage): string | undefined {
    const socket = req.socket?.remoteAddress;
    if (this.#direct || socket === undefined) return socket;
    const forwarded = one(req.headers["x-forwarded-for"]) ?? "";
    const bySocket = this.#known.get(socket);
    const known = bySocket?.get(forwarded);
    if (known !== undefined) return known;
    const answer = this.#read(socket, forwarded || undefined);
    if (this.#size >= KNOWN_CLIENTS) {
      this.#known = new Map();
      this.#size = 0;
    }
    const remembered = this.#known.get(socket) ?? new Map<string, string>();
    remembered.set(forwarded, answer);
    this.#known.set(socket, remembered);
    this.#size++;
    return answer;
  }
}

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

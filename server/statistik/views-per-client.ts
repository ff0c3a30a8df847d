import { clientKey, isUnknownAddress } from "./client-key.ts";

/** Views one client (an address; IPv6 by its /64) adds in a minute; the rest are not counted. */
export const VIEWS_PER_CLIENT_PER_MINUTE = 60;
/** Addresses remembered in one minute; views from further new ones are not counted. */
const MAX_ADDRESSES = 100_000;
const MINUTE_MS = 60_000;

type Tally = { n: number };

/**
 * How many views each client has added this minute (decision 111), in this process's memory only:
 * per view one `Map` look-up and an addition. Both maps start afresh every minute, so they hold
 * at most the addresses of one minute (and never more than MAX_ADDRESSES).
 */
export class ViewsPerClient {
  readonly #limit: number;
  readonly #now: () => number;
  #minute = -1;
  /** By the address as read, so an IPv6 /64 is worked out once a minute per address. */
  #byAddress = new Map<string, Tally>();
  #byClient = new Map<string, Tally>();

  constructor(options: { limit?: number; now?: () => number } = {}) {
    this.#limit = options.limit ?? VIEWS_PER_CLIENT_PER_MINUTE;
    this.#now = options.now ?? (() => Date.now());
  }

  /** Whether a view from `address` counts; counted when it does. */
  allow(address: string | undefined): boolean {
    if (isUnknownAddress(address)) return true;
    const minute = Math.floor(this.#now() / MINUTE_MS);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#byAddress = new Map();
      this.#byClient = new Map();
    }
    let tally = this.#byAddress.get(address);
    if (tally === undefined) {
      if (this.#byAddress.size >= MAX_ADDRESSES) return false;
      const key = clientKey(address);
      tally = this.#byClient.get(key) ?? { n: 0 };
      this.#byClient.set(key, tally);
      this.#byAddress.set(address, tally);
    }
    if (tally.n >= this.#limit) return false;
    tally.n++;
    return true;
  }
}

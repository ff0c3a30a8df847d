import { createHash } from "node:crypto";

/** How long one visitor's view of one article keeps that visitor from moving its count again. */
export const VIEW_WINDOW_MS = 10 * 60 * 1000;
/**
 * Visitor–article pairs remembered at most (about 200 bytes of heap each: some 4 MB). Beyond
 * it the oldest are forgotten first; a flood from more addresses than that can count again
 * sooner, but views never touch a cache, so it costs readers nothing (docs/decisions/012).
 */
export const MAX_REMEMBERED_VIEWS = 20_000;

type Remembered = { at: number; count: Promise<number | undefined> };

/**
 * One address moves one article's view count at most once in `VIEW_WINDOW_MS`. A repeated view in
 * that window is answered with the count the first one got, without writing anything. Kept in
 * this server copy's memory, oldest first and bounded: behind a balancer that sends an address to
 * any of N copies, an address counts at most N times in the window.
 */
export class OneViewPerVisitor {
  readonly #seen = new Map<string, Remembered>();
  readonly #now: () => number;
  readonly #max: number;

  constructor(options: { now?: () => number; maxEntries?: number } = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#max = options.maxEntries ?? MAX_REMEMBERED_VIEWS;
  }

  get size(): number {
    return this.#seen.size;
  }

  /**
   * The count after this visitor's view: `count()` runs for the first view of the window; a
   * repeat (also one arriving while the first is still being written) gets the first one's answer.
   * A view that counted nothing (no such article, or a failed write) is forgotten at once.
   */
  count(
    address: string,
    slug: string,
    count: () => Promise<number | undefined>,
  ): Promise<number | undefined> {
    const now = this.#now();
    this.#forgetBefore(now - VIEW_WINDOW_MS);
    // A digest keeps every entry the same small size, however long the slug asked for.
    const key = createHash("sha1").update(address).update("\0").update(slug).digest("base64url");
    const seen = this.#seen.get(key);
    if (seen) return seen.count;
    const remembered: Remembered = { at: now, count: count() };
    this.#seen.set(key, remembered);
    while (this.#seen.size > this.#max) this.#forgetOldest();
    const forget = () => {
      if (this.#seen.get(key) === remembered) this.#seen.delete(key);
    };
    remembered.count.then((n) => n === undefined && forget(), forget);
    return remembered.count;
  }

  // Entries are added in time order, so the oldest are always first.
  #forgetBefore(limit: number): void {
    for (const [key, { at }] of this.#seen) {
      if (at > limit) return;
      this.#seen.delete(key);
    }
  }

  #forgetOldest(): void {
    const oldest = this.#seen.keys().next().value;
    if (oldest !== undefined) this.#seen.delete(oldest);
  }
}

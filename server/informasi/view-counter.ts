import type { Db } from "../db/create-database.ts";
import { addViews, publishedViews } from "./informasi.repository.ts";

type Waiter = { resolve: (views: number | undefined) => void; reject: (err: unknown) => void };

/**
 * Counts article views in groups. Views that arrive while a group is being written wait for the
 * next group, so each group is one transaction (one fsync on SQLite) however many views it holds,
 * and every request is answered only after the transaction holding its view has committed.
 */
export class ViewCounter {
  readonly #db: Db;
  readonly #committed: () => void;
  #waiting = new Map<string, Waiter[]>();
  #writing = false;
  #groups = 0;

  /** `committed` runs after each group's commit, before its views are answered. */
  constructor(db: Db, committed: () => void = () => {}) {
    this.#db = db;
    this.#committed = committed;
  }

  /** How many groups have been committed (one transaction each). */
  get groupsCommitted(): number {
    return this.#groups;
  }

  /** Adds one view; the item's count after it, or undefined when no item has the slug. */
  count(slug: string): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.#waiting.get(slug);
      if (waiters) waiters.push({ resolve, reject });
      else this.#waiting.set(slug, [{ resolve, reject }]);
      if (!this.#writing) {
        this.#writing = true;
        // Let the views already on their way join the first group.
        setImmediate(() => void this.#writeGroups());
      }
    });
  }

  /** The count as it stands, adding nothing; undefined when no item has the slug. */
  current(slug: string): Promise<number | undefined> {
    return publishedViews(this.#db, slug);
  }

  async #writeGroups(): Promise<void> {
    while (this.#waiting.size > 0) {
      const group = this.#waiting;
      this.#waiting = new Map();
      try {
        const added = [...group].map(([slug, waiters]) => ({ slug, views: waiters.length }));
        const totals = await addViews(this.#db, added);
        this.#groups++;
        // The popular list follows at once: SPEC's article page refreshes it after counting.
        if (totals.size > 0) this.#committed();
        for (const [slug, waiters] of group) {
          const total = totals.get(slug);
          // Each request gets its own count, as if they had come one by one.
          for (const [i, w] of waiters.entries()) {
            w.resolve(total === undefined ? undefined : total - waiters.length + 1 + i);
          }
        }
      } catch (err) {
        for (const waiters of group.values()) for (const w of waiters) w.reject(err);
      }
    }
    this.#writing = false;
  }
}

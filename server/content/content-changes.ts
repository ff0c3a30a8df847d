/**
 * What changed: content (every cache of what visitors read follows it), or view counts (only
 * the popular list follows them at once; other answers showing counts within a minute).
 */
export type Change = "konten" | "tayangan";

/**
 * The one home of "content changed": every committed write announces it here, and every cache of
 * what visitors read (rendered pages, public API answers) follows `version`. Other server copies
 * hear of a change through a relay (PostgreSQL NOTIFY); while the relay is down this copy cannot
 * know what others wrote, so `version` changes on every read and no cache entry is ever reused.
 */
export class ContentChanges {
  #version = 1;
  #views = 1;
  #stale = false;
  #relay?: (version: number) => void;
  #neighbours?: (what: Change) => Promise<void>;
  #delivering = new Set<Promise<void>>();

  /** The current content version; caches keep what they made under it until it changes. */
  get version(): number {
    return this.#stale ? ++this.#version : this.#version;
  }

  /** Moves whenever views counted here or by a neighbour may have changed the popular list. */
  get views(): number {
    return this.#views;
  }

  /** A write of this copy was committed: caches here go stale and other copies are told. */
  announce(): void {
    this.#version++;
    this.#relay?.(this.#version);
    this.#tellNeighbours("konten");
  }

  /** Views were committed here: the popular list goes stale here and on this machine's workers. */
  viewsCounted(): void {
    this.#views++;
    this.#tellNeighbours("tayangan");
  }

  /** Another copy announced a change (or the relay reconnected and may have missed some). */
  receive(what: Change = "konten"): void {
    if (what === "tayangan") this.#views++;
    else this.#version++;
  }

  /**
   * Tells the other workers of this machine of each change; `send` settles once all of them have
   * applied it (or given up waiting). Their answers are what `delivered` waits for.
   */
  neighboursTo(send: (what: Change) => Promise<void>): void {
    this.#neighbours = send;
  }

  /**
   * Settles once every worker of this machine has applied every change announced so far: a
   * write's answer waits for it, so the next read anywhere on this machine shows the write.
   */
  delivered(): Promise<void> | undefined {
    if (this.#delivering.size === 0) return undefined;
    return Promise.all(this.#delivering).then(() => undefined);
  }

  #tellNeighbours(what: Change): void {
    if (!this.#neighbours) return;
    const told: Promise<void> = this.#neighbours(what)
      .catch(() => undefined)
      .finally(() => this.#delivering.delete(told));
    this.#delivering.add(told);
  }

  /** Sends each announcement on to the other copies. */
  relayTo(send: ((version: number) => void) | undefined): void {
    this.#relay = send;
  }

  /** While true (relay disconnected), nothing cached is reused. */
  setStale(stale: boolean): void {
    this.#stale = stale;
    if (!stale) this.#version++;
  }
}

import { setImmediate as nextTurn } from "node:timers/promises";

/** How many renders of cached answers may be under way at once in one process. */
export const RENDERS_AT_ONCE = 2;

/**
 * Renders of cached answers (pages, calendar files, API reads) take turns: at most
 * `RENDERS_AT_ONCE` at a time, each begun on a fresh turn of the event loop. A write makes every
 * cached answer stale at once; begun together, their renders ran back to back as one chain of
 * promise callbacks — the database is synchronous on SQLite — and held the event loop for
 * hundreds of milliseconds while readers of the stale pages waited to be answered. Taking turns,
 * the requests that arrived meanwhile are answered between two renders.
 */
export class RenderTurns {
  readonly #atOnce: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(atOnce = RENDERS_AT_ONCE) {
    this.#atOnce = atOnce;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#atOnce) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      await nextTurn();
      return await render();
    } finally {
      const next = this.#waiting.shift();
      // The turn passes straight to the next render waiting (the count stays), or is given back.
      if (next) next();
      else this.#running--;
    }
  }
}

/** This process's turns, shared by every cache of rendered answers. */
export const renderTurns = new RenderTurns();

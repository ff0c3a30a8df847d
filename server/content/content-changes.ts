import type { Db } from "../db/create-database.ts";
import { notifyThrough } from "./postgres-relay.ts";

/** The PostgreSQL channel every server copy on one database listens on (postgres-relay.ts). */
export const CONTENT_CHANNEL = "keraton_konten_berubah";

/**
 * The one home of "content changed": every committed write announces it here, and every cache of
 * what visitors read (rendered pages, public API answers) follows `version`. Other server copies
 * hear of a change through a relay (PostgreSQL NOTIFY); while the relay is down this copy cannot
 * know what others wrote, so `version` changes on every read and no cache entry is ever reused.
 */
export class ContentChanges {
  #version = 1;
  #stale = false;
  #relay?: (version: number) => void;

  /** The current content version; caches keep what they made under it until it changes. */
  get version(): number {
    return this.#stale ? ++this.#version : this.#version;
  }

  /** A write of this copy was committed: caches here go stale and other copies are told. */
  announce(): void {
    this.#version++;
    this.#relay?.(this.#version);
  }

  /** Another copy announced a change (or the relay reconnected and may have missed some). */
  receive(): void {
    this.#version++;
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

/**
 * A change made by a process that serves nothing (a restore): every server copy on this PostgreSQL
 * database hears it as it hears another copy's write, and drops what it cached.
 */
export async function announceToServerCopies(db: Db, from: string): Promise<void> {
  await notifyThrough(db)(CONTENT_CHANNEL, from);
}

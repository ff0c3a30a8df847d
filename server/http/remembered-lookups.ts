import type { ContentChanges } from "../content/content-changes.ts";
import type { RenderedPage } from "../pages/page-cache.ts";
import type { AddressCounter } from "./address-counter.ts";
import { VIEWS_REFRESH_MS } from "./public-read-cache.ts";

/** What the fast path found for one request target: the kept answer and where it came from. */
export type Found = {
  kept: RenderedPage;
  api: boolean;
  pathname: string;
  /** Counts the views of this address (a public page), when they are counted. */
  counter?: AddressCounter;
  /** Ready headers and bytes per kind of GET (encodings accepted, validator sent). */
  written: Map<string, Written>;
};

/** An answer as the fast path writes it, but for the request id each answer adds. */
export type Written = { status: number; headers: Record<string, string>; body: Buffer | null };

/** Beyond this many kinds of GET for one address (odd Accept-Encoding lists), none is kept. */
const MAX_WRITTEN = 8;

/**
 * The fast path's look-ups, remembered for one era: whatever makes a cache find something else
 * for the same address (a content change, the minute the API's view counts and a new day's pages
 * follow) makes a new era, and the new era starts empty. Within it, a request for an address
 * seen before skips parsing its URL, the caches' keys and the answer's headers. At most `max`
 * addresses are held; then the memory starts over, so it never holds more than the caches could
 * have made in one era.
 */
export class RememberedLookups {
  #era: string | undefined;
  #found = new Map<string, Found>();

  readonly #max: number;

  constructor(max = 1000) {
    this.#max = max;
  }

  /** What was found for `target` in `era`, if it was looked up in this era. */
  get(era: string, target: string): Found | undefined {
    if (era !== this.#era) {
      this.#era = era;
      this.#found.clear();
      return undefined;
    }
    return this.#found.get(target);
  }

  remember(era: string, target: string, found: Found): void {
    if (era !== this.#era) return;
    if (this.#found.size >= this.#max) this.#found.clear();
    this.#found.set(target, found);
  }
}

/** The ready answer for this kind of GET, made by `write` the first time it is asked for. */
export function writtenFor(found: Found, kind: string, write: () => Written): Written {
  const known = found.written.get(kind);
  if (known) return known;
  const written = write();
  if (found.written.size < MAX_WRITTEN) found.written.set(kind, written);
  return written;
}

/**
 * The era of everything kept for visitors: the content version, the views committed on this
 * machine (the popular list follows them) and the minute (the API's other view counts are made
 * afresh each minute; Jakarta's midnight, a new day's pages, falls on a whole minute). While this
 * copy cannot hear other copies' changes the version moves on every read, and so does the era:
 * nothing is remembered then.
 */
export function contentEra(changes: ContentChanges): () => string {
  return () => `${changes.version}.${changes.views}.${Math.floor(Date.now() / VIEWS_REFRESH_MS)}`;
}

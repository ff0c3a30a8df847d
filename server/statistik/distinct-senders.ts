import { createHash, randomBytes } from "node:crypto";
import { clientKey, isUnknownAddress } from "./client-key.ts";

/**
 * Names (hosts, phrases) waiting for a second client in one day, and confirmed ones remembered:
 * further new ones are dropped (the day's rows are bounded anyway, statistik-limits.ts).
 */
const MAX_WAITING = 5_000;

type Waiting = { first: string; views: number };

/**
 * Referring hosts and search phrases reach the staff's lists only once two clients sent them
 * (decision 111): until then the views wait here, then they count together. Nothing that names a
 * client is kept: the first sender is a salted digest (a new salt every day, never written), only
 * in this process's memory, and forgotten once the name is confirmed or the day is over.
 */
export class DistinctSenders {
  #day = "";
  #salt = randomBytes(16);
  #confirmed = new Set<string>();
  #waiting = new Map<string, Waiting>();

  /** How many views of `name` to count now for this view from `address` (0 while it waits). */
  admit(day: string, name: string, address: string | undefined): number {
    if (day !== this.#day) {
      // A view of yesterday served just after midnight (an era lasts a minute at most).
      if (day < this.#day) return 0;
      this.#newDay(day);
    }
    if (this.#confirmed.has(name)) return 1;
    if (isUnknownAddress(address)) return 1;
    const sender = createHash("sha256")
      .update(this.#salt)
      .update(clientKey(address))
      .digest("base64url");
    const waiting = this.#waiting.get(name);
    if (waiting === undefined) {
      if (this.#waiting.size < MAX_WAITING) this.#waiting.set(name, { first: sender, views: 1 });
      return 0;
    }
    if (waiting.first === sender) {
      waiting.views++;
      return 0;
    }
    this.#waiting.delete(name);
    if (this.#confirmed.size < MAX_WAITING) this.#confirmed.add(name);
    return waiting.views + 1;
  }

  #newDay(day: string): void {
    this.#day = day;
    this.#salt = randomBytes(16);
    this.#confirmed = new Set();
    this.#waiting = new Map();
  }
}

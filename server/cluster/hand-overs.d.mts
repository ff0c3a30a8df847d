import type { ClusterMessage } from "./messages.mjs";

/** A worker as the primary writes to it. */
export type Recipient = { send: (message: ClusterMessage) => unknown };

export const APPLY_WAIT_MS: number;

export class HandOvers<W extends Recipient> {
  constructor(late: (waiting: number) => void, waitMs?: number);
  passOn(
    from: W,
    change: Extract<ClusterMessage, { type: "keraton:konten-berubah" }>,
    others: Iterable<W>,
    listening: (worker: W) => boolean,
  ): void;
  applied(worker: W, id: number): void;
  gone(worker: W): void;
}

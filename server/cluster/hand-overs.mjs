// Plain JavaScript: the primary (primary.mjs) loads no TypeScript (docs/decisions/195). The types
// are in hand-overs.d.mts.

/** How long the primary waits for a worker to apply a change before answering the writer anyway. */
export const APPLY_WAIT_MS = 1000;

/**
 * The primary's part in making a write visible to the next read (docs/decisions/116): a change
 * from one worker goes to every other, and the writer hears back once each listening worker has
 * applied it — or has stopped, or has let `APPLY_WAIT_MS` pass, so a dead or stuck worker never
 * holds a write.
 */
export class HandOvers {
  #next = 0;
  /** Hand-over id → { from, id (the writer's), waiting: Set of workers, timer }. */
  #open = new Map();
  #waitMs;
  #late;

  constructor(late, waitMs = APPLY_WAIT_MS) {
    this.#late = late;
    this.#waitMs = waitMs;
  }

  /** Passes the change on to `others`; the writer is answered once the `listening` ones applied it. */
  passOn(from, change, others, listening) {
    const id = ++this.#next;
    const waiting = new Set();
    for (const other of others) {
      if (other === from) continue;
      other.send({ ...change, id });
      if (listening(other)) waiting.add(other);
    }
    if (waiting.size === 0)
      return void from.send({ type: "keraton:konten-diterapkan", id: change.id });
    const timer = setTimeout(() => {
      this.#late(this.#open.get(id)?.waiting.size ?? 0);
      this.#finish(id);
    }, this.#waitMs);
    this.#open.set(id, { from, id: change.id, waiting, timer });
  }

  /** `worker` has applied hand-over `id`. */
  applied(worker, id) {
    const open = this.#open.get(id);
    if (!open) return;
    open.waiting.delete(worker);
    if (open.waiting.size === 0) this.#finish(id);
  }

  /** `worker` stopped: nothing waits for it any longer. */
  gone(worker) {
    for (const id of [...this.#open.keys()]) this.applied(worker, id);
  }

  #finish(id) {
    const open = this.#open.get(id);
    if (!open) return;
    this.#open.delete(id);
    clearTimeout(open.timer);
    open.from.send({ type: "keraton:konten-diterapkan", id: open.id });
  }
}

import { log } from "../log/logger.ts";

/**
 * Background work done in rounds, one at a time: a round asked for while one runs gets that one's
 * answer. `start()` runs one now and then every `everyMs` (a failed round is logged; the next one
 * runs as planned) until `stop()`, which waits for the round in progress.
 */
export abstract class RepeatingRounds<T> {
  readonly #everyMs: number;
  readonly #failure: string;
  #timer?: NodeJS.Timeout;
  #running?: Promise<T>;

  constructor(options: { everyMs: number; failure: string }) {
    this.#everyMs = options.everyMs;
    this.#failure = options.failure;
  }

  /** One round's work at `now`. */
  protected abstract round(now: Date): Promise<T>;

  /** A round at `now`, or the one in progress. */
  protected roundNow(now = new Date()): Promise<T> {
    this.#running ??= this.round(now).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** A round now, then every `everyMs` until `stop()`. */
  start(): void {
    if (this.#timer) return;
    const round = () => {
      this.roundNow().catch((err) => {
        log.error({ err }, this.#failure);
      });
    };
    this.#timer = setInterval(round, this.#everyMs);
    this.#timer.unref();
    round();
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
  }
}

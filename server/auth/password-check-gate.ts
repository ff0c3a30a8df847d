import { MESSAGES } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";

/**
 * Lets at most `maxRunning` password checks run at once; the rest wait their turn, in order, for
 * up to `maxWaitMs`, then get a 429. One argon2 check takes 19 MiB and the thread pool's time, so
 * without this a burst of logins starves every other request (images, file reads).
 * (p-limit and friends cannot give up on a queued task after a timeout, hence these few lines.)
 */
export class PasswordCheckGate {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  readonly maxRunning: number;
  readonly maxWaitMs: number;

  constructor(maxRunning = 4, maxWaitMs = 10_000) {
    this.maxRunning = maxRunning;
    this.maxWaitMs = maxWaitMs;
  }

  async run<T>(check: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await check();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.maxRunning) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve(); // the slot is handed over by leave(): `running` stays as it is
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(start), 1);
        reject(new DomainError("too_many", MESSAGES.loginBusy));
      }, this.maxWaitMs);
      this.queue.push(start);
    });
  }

  private leave(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}

/** The process's one gate: argon2 runs on the process's shared thread pool. */
export const passwordChecks = new PasswordCheckGate();

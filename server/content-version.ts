/**
 * A counter bumped on every content write, so caches of rendered pages know they are stale.
 * Per process: several processes behind a load balancer would relay bumps (PostgreSQL NOTIFY).
 */
export class ContentVersion {
  #value = 1;
  get value(): number {
    return this.#value;
  }
  bump(): void {
    this.#value++;
  }
}

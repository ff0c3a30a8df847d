import { isUniqueViolation } from "../db/errors.ts";

// Slugged writes of this process run one at a time: concurrent saves of one title would otherwise
// all pick the same free slug, and each retry round would let only one of them through.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a write that picks a unique slug. Writes in this process are queued; when a write of
 * another process took the slug first, the write picks again.
 */
export function withSlugRetry<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  const run = queue.then(() => retrying(write, attempts));
  queue = run.catch(() => undefined);
  return run;
}

async function retrying<T>(write: () => Promise<T>, attempts: number): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (i >= attempts || !isUniqueViolation(err)) throw err;
    }
  }
}

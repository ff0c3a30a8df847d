import { isUniqueViolation } from "../db/errors.ts";

/** Runs a write that picks a unique slug; when a concurrent write took it first, picks again. */
export async function withSlugRetry<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await write();
    } catch (err) {
      if (i >= attempts || !isUniqueViolation(err)) throw err;
    }
  }
}

import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";

type AttemptKey = { username: string; ip: string };

/**
 * Records a login attempt unless `max` attempts of this key are already recorded after `since`;
 * true when recorded. Checking and recording are one atomic step for every process on the database,
 * so parallel tries cannot all slip under the limit.
 */
export async function reserveAttempt(
  db: Db,
  key: AttemptKey,
  at: string,
  since: string,
  max: number,
): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // One SQLite statement takes the write lock before it reads: atomic across connections too.
    return insertIfUnderLimit(db, key, at, since, max);
  }
  // Under read committed the count would miss rows of transactions still in flight: a per-key lock
  // makes them wait, and the insert's own snapshot then sees what they committed.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key.username}), hashtext(${key.ip}))`.execute(
      trx,
    );
    return insertIfUnderLimit(trx, key, at, since, max);
  });
}

async function insertIfUnderLimit(
  db: Db,
  { username, ip }: AttemptKey,
  at: string,
  since: string,
  max: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto("login_attempts")
    .columns(["username", "ip", "attempted_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(username).as("username"),
          eb.val(ip).as("ip"),
          eb.val(at).as("attempted_at"),
        ])
        .where(
          (inner) =>
            inner
              .selectFrom("login_attempts")
              .select((count) => count.fn.countAll().as("n"))
              .where("username", "=", username)
              .where("ip", "=", ip)
              .where("attempted_at", ">", since),
          "<",
          max,
        ),
    )
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function clearAttempts(db: Db, { username, ip }: AttemptKey): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("username", "=", username)
    .where("ip", "=", ip)
    .execute();
}

export async function pruneAttemptsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("attempted_at", "<=", before).execute();
}

/** Lifts the login lock of a username, from every address (an admin set a new password). */
export async function clearAttemptsOfUsername(db: Db, username: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("username", "=", username.toLowerCase()).execute();
}

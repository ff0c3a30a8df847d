import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";

type AttemptKey = { username: string; ip: string };

/** Login attempts, or requests for a password reset link: counted the same way. */
export type AttemptTable = "login_attempts" | "reset_attempts";

/** How many attempts may be on record after `since`: per username+address, and per address. */
export type AttemptLimits = { since: string; perUsername: number; perAddress: number };

/**
 * Records a login attempt unless either limit is already reached; the new row's id when recorded.
 * Checking and recording are one atomic step for every process on the database, so parallel tries
 * cannot all slip under a limit.
 */
export async function reserveAttempt(
  db: Db,
  key: AttemptKey,
  at: string,
  limits: AttemptLimits,
  table: AttemptTable = "login_attempts",
): Promise<number | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // One SQLite statement takes the write lock before it reads: atomic across connections too.
    return insertIfUnderLimits(db, table, key, at, limits);
  }
  // Under read committed the counts would miss rows of transactions still in flight: a lock per
  // address (it covers every username from there) makes them wait, and the insert's own snapshot
  // then sees what they committed.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key.ip}))`.execute(trx);
    return insertIfUnderLimits(trx, table, key, at, limits);
  });
}

async function insertIfUnderLimits(
  db: Db,
  table: AttemptTable,
  { username, ip }: AttemptKey,
  at: string,
  { since, perUsername, perAddress }: AttemptLimits,
): Promise<number | undefined> {
  const recent = db
    .selectFrom(table)
    .select((count) => count.fn.countAll().as("n"))
    .where("ip", "=", ip)
    .where("attempted_at", ">", since);
  const inserted = await db
    .insertInto(table)
    .columns(["username", "ip", "attempted_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(username).as("username"),
          eb.val(ip).as("ip"),
          eb.val(at).as("attempted_at"),
        ])
        .where(() => recent.where("username", "=", username), "<", perUsername)
        .where(() => recent, "<", perAddress),
    )
    .returning("id")
    .executeTakeFirst();
  return inserted?.id;
}

/** Forgets one recorded attempt (a try that never reached the password check). */
export async function releaseAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom("login_attempts").where("id", "=", id).execute();
}

export async function clearAttempts(db: Db, { username, ip }: AttemptKey): Promise<void> {
  await db
    .deleteFrom("login_attempts")
    .where("username", "=", username)
    .where("ip", "=", ip)
    .execute();
}

export async function pruneAttemptsBefore(
  db: Db,
  before: string,
  table: AttemptTable = "login_attempts",
): Promise<void> {
  await db.deleteFrom(table).where("attempted_at", "<=", before).execute();
}

/** Lifts the login lock of a username, from every address (an admin set a new password). */
export async function clearAttemptsOfUsername(db: Db, username: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("username", "=", username.toLowerCase()).execute();
}

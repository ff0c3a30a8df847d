import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";

type AttemptKey = { username: string; ip: string };

/** Login attempts, or requests for a password reset link: counted the same way. */
export type AttemptTable = "login_attempts" | "reset_attempts";

/**
 * How many attempts may be on record after `since`: per username+address, per address, and (when
 * given) per username from every address — the account, however many addresses guess it.
 */
export type AttemptLimits = {
  since: string;
  perUsername: number;
  perAddress: number;
  perAccount?: number;
};

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
  // address (it covers every username from there), then one per account, make them wait, and the
  // insert's own snapshot then sees what they committed. Always address first: no deadlock.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(1, hashtext(${key.ip}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(2, hashtext(${key.username}))`.execute(trx);
    return insertIfUnderLimits(trx, table, key, at, limits);
  });
}

async function insertIfUnderLimits(
  db: Db,
  table: AttemptTable,
  { username, ip }: AttemptKey,
  at: string,
  { since, perUsername, perAddress, perAccount = Number.MAX_SAFE_INTEGER }: AttemptLimits,
): Promise<number | undefined> {
  const inWindow = db
    .selectFrom(table)
    .select((count) => count.fn.countAll().as("n"))
    .where("attempted_at", ">", since);
  const recent = inWindow.where("ip", "=", ip);
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
        .where(() => recent, "<", perAddress)
        .where(() => inWindow.where("username", "=", username), "<", perAccount),
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

/** Attempts on record at one account (lowercased username) from every address after `since`. */
export async function countAccountAttempts(
  db: Db,
  username: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("login_attempts")
    .select((count) => count.fn.countAll().as("n"))
    .where("username", "=", username)
    .where("attempted_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Notes that an account is at its limit now; true when this begins a new guessing episode (none
 * before, or the last one quiet since `quietSince`). One statement: parallel tries on any copy
 * begin one episode between them.
 */
export async function noteAccountAtLimit(
  db: Db,
  username: string,
  now: string,
  quietSince: string,
): Promise<boolean> {
  const row = await db
    .insertInto("login_alerts")
    .values({ username, started_at: now, seen_at: now })
    .onConflict((conflict) =>
      conflict.column("username").doUpdateSet((eb) => ({
        seen_at: now,
        started_at: eb
          .case()
          .when("login_alerts.seen_at", "<=", quietSince)
          .then(now)
          .else(eb.ref("login_alerts.started_at"))
          .end(),
      })),
    )
    .returning("started_at")
    .executeTakeFirstOrThrow();
  return row.started_at === now;
}

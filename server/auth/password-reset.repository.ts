import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";

export async function insertResetToken(
  db: Db,
  row: { token_hash: string; user_id: number; dibuat: string; berlaku_sampai: string },
): Promise<void> {
  await db.insertInto("reset_password").values(row).execute();
}

/**
 * Uses a link: true when it was unused and still valid at `now`, and is now used. One statement,
 * so two clicks at once cannot both use it.
 */
export async function useResetToken(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("reset_password")
    .set({ dipakai_pada: now })
    .where("token_hash", "=", tokenHash)
    .where("dipakai_pada", "is", null)
    .where("berlaku_sampai", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends the user's other links (a new password was set). */
export async function endResetTokensOf(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable("reset_password")
    .set({ dipakai_pada: now })
    .where("user_id", "=", userId)
    .where("dipakai_pada", "is", null)
    .execute();
}

export async function pruneResetTokens(db: Db, before: string): Promise<void> {
  await db.deleteFrom("reset_password").where("berlaku_sampai", "<", before).execute();
}

/** Links made for the user since `since`. */
export async function countResetTokensSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("reset_password")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .where("dibuat", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Within a transaction: holds the user's links until it ends, so counting them and adding one is
 * one step for every copy. SQLite's one connection runs one transaction at a time already.
 */
export async function lockResetTokensOf(trx: Db, userId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(3, ${userId})`.execute(trx);
}

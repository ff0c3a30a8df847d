import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { PasskeyRow } from "../db/schema.ts";

/** How many live challenges one address may hold at once (each is a row for five minutes). */
export const MAX_LIVE_CHALLENGES_PER_ADDRESS = 30;

type NewChallenge = {
  tantangan: string;
  tujuan: "daftar" | "masuk";
  userId: number | null;
  alamat: string;
  berakhir: string;
};

/**
 * Keeps a challenge until `berakhir` unless the address already holds the most live ones allowed;
 * false then. Expired challenges are cleared on the way. Counting and inserting are one step for
 * every server copy (one SQLite statement; on PostgreSQL under a lock per address), so a flood of
 * parallel requests cannot all slip under the limit.
 */
export async function saveChallenge(db: Db, challenge: NewChallenge, now: string) {
  await db.deleteFrom("tantangan_passkey").where("berakhir", "<=", now).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return insertUnderLimit(db, challenge, now);
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`passkey:${challenge.alamat}`}))`.execute(
      trx,
    );
    return insertUnderLimit(trx, challenge, now);
  });
}

async function insertUnderLimit(db: Db, c: NewChallenge, now: string): Promise<boolean> {
  const live = db
    .selectFrom("tantangan_passkey")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("alamat", "=", c.alamat)
    .where("berakhir", ">", now);
  const result = await db
    .insertInto("tantangan_passkey")
    .columns(["tantangan", "tujuan", "user_id", "alamat", "berakhir"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(c.tantangan).as("tantangan"),
          eb.val(c.tujuan).as("tujuan"),
          eb.cast<number | null>(eb.val(c.userId), "integer").as("user_id"),
          eb.val(c.alamat).as("alamat"),
          eb.val(c.berakhir).as("berakhir"),
        ])
        .where(() => live, "<", MAX_LIVE_CHALLENGES_PER_ADDRESS),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Uses a challenge up: true only when it was handed out for this purpose (and, for a
 * registration, this user) and is still alive. One delete, so two answers to the same challenge
 * cannot both pass.
 */
export async function consumeChallenge(
  db: Db,
  tantangan: string,
  tujuan: "daftar" | "masuk",
  userId: number | null,
  now: string,
): Promise<boolean> {
  let query = db
    .deleteFrom("tantangan_passkey")
    .where("tantangan", "=", tantangan)
    .where("tujuan", "=", tujuan)
    .where("berakhir", ">", now);
  query =
    userId === null ? query.where("user_id", "is", null) : query.where("user_id", "=", userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .selectFrom("passkey")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("dibuat", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom("passkey").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertPasskey(
  db: Db,
  row: Omit<PasskeyRow, "terakhir_dipakai">,
): Promise<void> {
  await db.insertInto("passkey").values(row).execute();
}

/** Records a sign-in with the passkey: its new signature counter and when. */
export async function markPasskeyUsed(
  db: Db,
  id: string,
  counter: number,
  at: string,
): Promise<void> {
  await db
    .updateTable("passkey")
    .set({ penghitung: counter, terakhir_dipakai: at })
    .where("id", "=", id)
    .execute();
}

/** Removes one of the user's passkeys; false when the user has no such passkey. */
export async function deletePasskey(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("passkey")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes every passkey of the user, and the registrations they had begun; how many passkeys. */
export async function deletePasskeysOf(db: Db, userId: number): Promise<number> {
  await db.deleteFrom("tantangan_passkey").where("user_id", "=", userId).execute();
  const result = await db.deleteFrom("passkey").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkey")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Asks the user to review their passkeys (a reset or an admin's new password): only when they have
 * one. A passkey a thief added survives a new password; its owner is shown the list.
 */
export async function askPasskeyReview(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ tinjau_passkey: 1 })
    .where("id", "=", userId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom("passkey").select("passkey.id").whereRef("passkey.user_id", "=", "users.id"),
      ),
    )
    .execute();
}

/** Whether the user was asked to review their passkeys and has not done so yet. */
export async function passkeyReviewAsked(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("tinjau_passkey")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(row?.tinjau_passkey ?? 0) === 1;
}

/** The user reviewed their passkeys (or has none left to review). */
export async function endPasskeyReview(db: Db, userId: number): Promise<void> {
  await db.updateTable("users").set({ tinjau_passkey: 0 }).where("id", "=", userId).execute();
}

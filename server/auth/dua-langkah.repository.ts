import { randomBytes } from "node:crypto";
import type { Db } from "../db/create-database.ts";

/** Keeps a secret shown for enrolment until it is confirmed with a code. */
export async function setPendingSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db.updateTable("users").set({ totp_calon: secret }).where("id", "=", userId).execute();
}

/**
 * Turns two-step sign-in on with the pending secret, the step of the confirming code (never
 * accepted again) and the hashes of fresh recovery codes, replacing any earlier ones.
 */
export async function activate(
  db: Db,
  userId: number,
  secret: string,
  step: number,
  codeHashes: string[],
): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_rahasia: secret, totp_calon: null, totp_langkah: step })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("kode_cadangan").where("user_id", "=", userId).execute();
  await db
    .insertInto("kode_cadangan")
    .values(codeHashes.map((hash) => ({ user_id: userId, hash, dipakai: null })))
    .execute();
}

/** Turns two-step sign-in off: secret, pending secret, recovery codes and tickets go. */
export async function deactivate(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ totp_rahasia: null, totp_calon: null, totp_langkah: null })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("kode_cadangan").where("user_id", "=", userId).execute();
  await db.deleteFrom("tiket_login").where("user_id", "=", userId).execute();
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one moves the
 * record, in one statement, so the same code sent twice at once is accepted once.
 */
export async function acceptStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_langkah: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_langkah", "is", null), eb("totp_langkah", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses a recovery code once; false when it is not an unused code of the user. */
export async function spendRecoveryCode(
  db: Db,
  userId: number,
  hash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("kode_cadangan")
    .set({ dipakai: at })
    .where("user_id", "=", userId)
    .where("hash", "=", hash)
    .where("dipakai", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("kode_cadangan")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("dipakai", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A ticket for the second step (random, useless without a code), alive until `berakhir`. */
export async function createTicket(db: Db, userId: number, berakhir: string): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.insertInto("tiket_login").values({ id, user_id: userId, berakhir }).execute();
  return id;
}

/** The user of a ticket still alive at `at`; expired tickets are cleared on the way. */
export async function findTicketUser(
  db: Db,
  tiket: string,
  at: string,
): Promise<number | undefined> {
  await db.deleteFrom("tiket_login").where("berakhir", "<=", at).execute();
  const row = await db
    .selectFrom("tiket_login")
    .select("user_id")
    .where("id", "=", tiket)
    .where("berakhir", ">", at)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses a ticket up; false when another request already did. */
export async function consumeTicket(db: Db, tiket: string): Promise<boolean> {
  const result = await db.deleteFrom("tiket_login").where("id", "=", tiket).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

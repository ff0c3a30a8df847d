import { randomUUID } from "node:crypto";
import type { Db } from "../db/create-database.ts";
import type { SesiRow, UserRow } from "../db/schema.ts";

/** Last seen is written at most this often per session, so a busy session costs no writes. */
export const LAST_SEEN_EVERY_MS = 60 * 1000;

export async function openSession(
  db: Db,
  userId: number,
  where: { userAgent: string; alamat: string },
  now = Date.now(),
): Promise<string> {
  const id = randomUUID();
  const at = new Date(now).toISOString();
  await db
    .insertInto("sesi")
    .values({
      id,
      user_id: userId,
      // A user agent is the client's to choose: kept short, it is only shown back to its owner.
      user_agent: where.userAgent.slice(0, 500),
      alamat: where.alamat.slice(0, 100),
      dibuat: at,
      terakhir: at,
    })
    .execute();
  return id;
}

type SessionUser = UserRow & {
  terakhir: string;
  wajib_2fa: string | null;
  /** The id of one of the user's passkeys; null when the user has none. */
  passkey_pertama: string | null;
};

/**
 * The user of a live session, read in one query with the session's last-seen time, the
 * `Wajib_2FA` setting (null before settings were first saved) and whether the user has a passkey.
 */
export function findSessionUser(
  db: Db,
  sesiId: string,
  userId: number,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom("sesi")
    .innerJoin("users", "users.id", "sesi.user_id")
    .selectAll("users")
    .select("sesi.terakhir")
    .select((eb) =>
      eb
        .selectFrom("settings")
        .select("settings.wajib_2fa")
        .where("settings.id", "=", 1)
        .as("wajib_2fa"),
    )
    .select((eb) =>
      eb
        .selectFrom("passkey")
        .select("passkey.id")
        .whereRef("passkey.user_id", "=", "users.id")
        .limit(1)
        .as("passkey_pertama"),
    )
    .where("sesi.id", "=", sesiId)
    .where("sesi.user_id", "=", userId)
    .executeTakeFirst();
}

/** Moves last seen to now unless another request already did within the minute. */
export async function touchSession(db: Db, sesiId: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("sesi")
    .set({ terakhir: new Date(now).toISOString() })
    .where("id", "=", sesiId)
    .where("terakhir", "<", new Date(now - LAST_SEEN_EVERY_MS).toISOString())
    .execute();
}

export function listSessions(db: Db, userId: number): Promise<SesiRow[]> {
  return db
    .selectFrom("sesi")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("terakhir", "desc")
    .orderBy("dibuat", "desc")
    .execute();
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function endSession(db: Db, userId: number, sesiId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sesi")
    .where("id", "=", sesiId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user, or every one but `except`; answers how many ended. */
export async function endSessionsOf(db: Db, userId: number, except?: string): Promise<number> {
  let query = db.deleteFrom("sesi").where("user_id", "=", userId);
  if (except !== undefined) query = query.where("id", "<>", except);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

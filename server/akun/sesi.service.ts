import type { Sesi } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { describeDevice } from "../auth/perangkat.ts";
import { endSession, endSessionsOf, listSessions } from "../auth/sesi.repository.ts";
import type { Db } from "../db/create-database.ts";
import { notFound } from "../domain-error.ts";

/** Where the person is signed in, the newest seen first; `ini` is the session asking. */
export async function listOwnSessions(db: Db, user: AuthUser): Promise<Sesi[]> {
  const rows = await listSessions(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    perangkat: describeDevice(row.user_agent),
    alamat: row.alamat,
    dibuat: row.dibuat,
    terakhir: row.terakhir,
    ini: row.id === user.sesi,
  }));
}

/** Ends one of the person's own sessions (their current one too: that is signing out). */
export async function endOwnSession(db: Db, user: AuthUser, sesiId: string): Promise<void> {
  if (!(await endSession(db, user.id, sesiId))) throw notFound(MESSAGES.sesiNotFound);
}

/** Ends every session of the person but the one asking; answers how many ended. */
export function endOtherSessions(db: Db, user: AuthUser): Promise<number> {
  return endSessionsOf(db, user.id, user.sesi);
}

import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { OwnPasswordInput } from "../../common/schemas/users.schema.ts";
import { guessPassword, issueToken } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { endSessionsOf } from "../auth/sesi.repository.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { hashPassword, verifyPassword } from "../users/password.ts";
import { findUserById, updatePassword } from "../users/users.repository.ts";

/**
 * The signed-in person sets a new password after proving the old one (each try counted like a
 * login: 429 after 5 wrong ones in 15 minutes, as the login). Every other session ends and every
 * token issued before is refused; the answer carries a fresh token of the same session, so the
 * session that made the change goes on.
 */
export async function changeOwnPassword(
  db: Db,
  secret: string,
  user: AuthUser,
  input: OwnPasswordInput,
  address: string,
): Promise<LoginResponse> {
  const row = await findUserById(db, user.id);
  if (!row) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  // The old password is guessed like a login: the same limits, per account and per address, and
  // are counted together, so a stolen session cannot try passwords here without end.
  const guess = { username: row.username, ip: address };
  const right = await guessPassword(db, guess, () =>
    verifyPassword(input.password_lama, row.password_hash),
  );
  if (!right) {
    throw new DomainError("unauthenticated", MESSAGES.wrongOldPassword, {
      password_lama: MESSAGES.wrongOldPassword,
    });
  }
  const passwordHash = await hashPassword(input.password_baru);
  const updated = await db.transaction().execute(async (trx) => {
    const saved = await updatePassword(trx, user.id, passwordHash, new Date().toISOString());
    await endSessionsOf(trx, user.id, user.sesi);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: user.username });
    return saved;
  });
  if (!updated) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  return issueToken(updated, user.sesi, secret);
}

import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { OwnMailSettingsInput, OwnPasswordInput } from "../../common/schemas/users.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { guessPassword, issueToken } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { endSessionsOf } from "../auth/sesi.repository.ts";
import { DomainError } from "../domain-error.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { hashPassword, verifyPassword } from "../users/password.ts";
import { findUserById, updatePassword } from "../users/users.repository.ts";
import { setOwnMailSettings } from "../users/users.service.ts";
import { type Asal, tellSecurityChange } from "./kabar-keamanan.ts";

type Deps = Pick<AppDeps, "db" | "secret" | "config" | "outbox">;

/**
 * The signed-in person sets a new password after proving the old one (each try counted like a
 * login: 429 after 5 wrong ones in 15 minutes, as the login). Every other session ends and every
 * token issued before is refused; the answer carries a fresh token of the same session, so the
 * session that made the change goes on. The account's address is told.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: AuthUser,
  input: OwnPasswordInput,
  asal: Asal,
): Promise<LoginResponse> {
  const row = await findUserById(deps.db, user.id);
  if (!row) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  // The old password is guessed like a login: the same limits, per account and per address, and
  // are counted together, so a stolen session cannot try passwords here without end.
  const guess = { username: row.username, ip: asal.alamat };
  const right = await guessPassword(deps.db, guess, () =>
    verifyPassword(input.password_lama, row.password_hash),
  );
  if (!right) {
    throw new DomainError("unauthenticated", MESSAGES.wrongOldPassword, {
      password_lama: MESSAGES.wrongOldPassword,
    });
  }
  const passwordHash = await hashPassword(input.password_baru);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const saved = await updatePassword(trx, user.id, passwordHash, new Date().toISOString());
    await endSessionsOf(trx, user.id, user.sesi);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: user.username });
    const perubahan = "Password akun Anda baru saja diubah dari Akun Saya.";
    await tellSecurityChange(deps, trx, { akun: row, perubahan, asal });
    return saved;
  });
  if (!updated) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  deps.outbox.wake();
  return issueToken(updated, user.sesi, deps.secret);
}

/**
 * The person's own address and mail settings, once the router has proved the person (a thief
 * who points the address at themselves would then reset the password). A changed address is
 * told to both the old and the new one.
 */
export async function changeOwnMailSettings(
  deps: Deps,
  user: AuthUser,
  input: OwnMailSettingsInput,
  asal: Asal,
) {
  const saved = await setOwnMailSettings(deps.db, user, input, async (trx, before, after) => {
    // A first address has no one else to warn: the person just typed it (docs/decisions/100).
    if (before.email === after.email || before.email === "") return;
    const perubahan = after.email
      ? `Alamat email akun Anda baru saja diubah dari "${before.email}" menjadi "${after.email}".`
      : `Alamat email akun Anda baru saja dihapus (sebelumnya "${before.email}").`;
    await tellSecurityChange(deps, trx, { akun: after, perubahan, asal, alamatLama: before.email });
  });
  deps.outbox.wake();
  return saved;
}

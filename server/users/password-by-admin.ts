import { type Asal, type MailDeps, tellSecurityChange } from "../akun/kabar-keamanan.ts";
import type { AppDeps } from "../app-deps.ts";
import { listPasskeys } from "../auth/passkey.repository.ts";
import type { Db } from "../db/create-database.ts";
import { findUserById } from "./users.repository.ts";

/**
 * The paragraph that lists an account's passkeys after its password was set anew (a reset, an
 * admin): a passkey a thief added still signs in, so its owner reviews them in Akun Saya.
 */
export async function passkeysToReview(db: Db, userId: number): Promise<string[]> {
  const names = (await listPasskeys(db, userId)).map((p) => `"${p.nama}"`);
  if (names.length === 0) return [];
  return [
    `Akun ini masih memiliki passkey: ${names.join(", ")}. Passkey tetap bisa dipakai untuk login walau password sudah berganti. Periksa daftarnya di Akun Saya dan hapus yang tidak Anda kenali.`,
  ];
}

/** Tells a user that an admin set their password (their sessions already ended). */
export async function tellPasswordSetByAdmin(
  deps: MailDeps & Pick<AppDeps, "db">,
  userId: number,
  admin: { name: string },
  asal: Asal,
): Promise<void> {
  const akun = await findUserById(deps.db, userId);
  if (!akun) return;
  await tellSecurityChange(deps, deps.db, {
    akun,
    perubahan:
      "Password akun Anda baru saja diganti oleh admin. Semua sesi Anda sudah diakhiri; login dengan password baru yang diberikan admin.",
    asal,
    oleh: admin.name,
    tambahan: await passkeysToReview(deps.db, userId),
  });
  deps.outbox.wake();
}

/**
 * Tells a user that an admin moved their address: the old address hears of it (a stolen admin
 * session could otherwise move it, then reset the password), and the new one too.
 */
export async function tellAddressSetByAdmin(
  deps: MailDeps & Pick<AppDeps, "db">,
  userId: number,
  alamatLama: string,
  admin: { name: string },
  asal: Asal,
): Promise<void> {
  const akun = await findUserById(deps.db, userId);
  if (!akun || akun.email.toLowerCase() === alamatLama.toLowerCase()) return;
  const perubahan = akun.email
    ? `Alamat email akun Anda baru saja diganti oleh admin menjadi ${akun.email}.`
    : "Alamat email akun Anda baru saja dihapus oleh admin.";
  await tellSecurityChange(deps, deps.db, { akun, perubahan, asal, oleh: admin.name, alamatLama });
  deps.outbox.wake();
}

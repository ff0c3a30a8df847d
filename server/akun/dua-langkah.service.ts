import type { DuaLangkahMulai, DuaLangkahStatus } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { NonaktifkanDuaLangkahInput } from "../../common/schemas/dua-langkah.schema.ts";
import type { KonfirmasiInput } from "../../common/schemas/konfirmasi.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { guessPassword } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import {
  activate,
  countUnusedRecoveryCodes,
  deactivate,
  setPendingSecret,
} from "../auth/dua-langkah.repository.ts";
import { countPasskeys, deletePasskeysOf } from "../auth/passkey.repository.ts";
import { endSessionsOf } from "../auth/sesi.repository.ts";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  totpStep,
} from "../auth/totp.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { verifyPassword } from "../users/password.ts";
import { findUserById } from "../users/users.repository.ts";
import { guessPasswordAndCode, provePerson } from "./bukti-pemilik.ts";
import { type Asal, tellSecurityChange } from "./kabar-keamanan.ts";

type Deps = Pick<AppDeps, "db" | "config" | "outbox">;

async function currentRow(db: Db, user: AuthUser) {
  const row = await findUserById(db, user.id);
  if (!row) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  return row;
}

/** Whether one's own two-step sign-in is on, and how many recovery codes are left. */
export async function ownStatus(db: Db, user: AuthUser): Promise<DuaLangkahStatus> {
  const row = await currentRow(db, user);
  if (!row.totp_rahasia) return { aktif: false, sisa_kode_cadangan: 0, wajib: user.mustEnrol };
  const left = await countUnusedRecoveryCodes(db, user.id);
  return { aktif: true, sisa_kode_cadangan: left, wajib: false };
}

/**
 * A new secret to scan, kept pending until `aktifkan` confirms it with a code; only for the
 * person proven by their password (a thief's authenticator would lock the owner out).
 */
export async function startEnrolment(
  db: Db,
  user: AuthUser,
  issuer: string,
  proof: { konfirmasi: KonfirmasiInput; alamat: string },
): Promise<DuaLangkahMulai> {
  const row = await currentRow(db, user);
  if (row.totp_rahasia) throw new DomainError("conflict", MESSAGES.duaLangkahSudahAktif);
  await provePerson(db, user, proof.konfirmasi, proof.alamat);
  const secret = newTotpSecret();
  await setPendingSecret(db, user.id, secret);
  const url = otpauthUrl(secret, row.username, issuer);
  // qrcode (about 10 MB) is loaded when an account first turns the second step on.
  const { default: QRCode } = await import("qrcode");
  const qr = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauth_url: url, qr_svg: qr };
}

/**
 * Confirms the pending secret with one code (the router has proved the person with the
 * password): two-step sign-in is on; ten recovery codes, once. Every other session ends, and the account's address is told.
 */
export async function confirmEnrolment(
  deps: Deps,
  user: AuthUser,
  input: { kode: string },
  asal: Asal,
  now = Date.now(),
): Promise<string[]> {
  const row = await currentRow(deps.db, user);
  if (row.totp_rahasia) throw new DomainError("conflict", MESSAGES.duaLangkahSudahAktif);
  if (!row.totp_calon) throw new DomainError("invalid", MESSAGES.duaLangkahBelumDimulai);
  const step = totpStep(row.totp_calon, input.kode, now);
  if (step === undefined) {
    throw new DomainError("invalid", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  const codes = newRecoveryCodes();
  const secret = row.totp_calon;
  await deps.db.transaction().execute(async (trx) => {
    await activate(trx, user.id, secret, step, codes.map(hashRecoveryCode));
    await endSessionsOf(trx, user.id, user.sesi);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: row.username });
    const perubahan = "Verifikasi dua langkah baru saja diaktifkan pada akun Anda.";
    await tellSecurityChange(deps, trx, { akun: row, perubahan, asal });
  });
  deps.outbox.wake();
  return codes;
}

/**
 * Turns one's own two-step sign-in off, with the password and a code, both guessed like a login
 * (guessPasswordAndCode). Every other session ends, and the account's address is told.
 */
export async function disableOwn(
  deps: Deps,
  user: AuthUser,
  input: NonaktifkanDuaLangkahInput,
  asal: Asal,
): Promise<void> {
  const row = await currentRow(deps.db, user);
  if (!row.totp_rahasia) throw new DomainError("invalid", MESSAGES.duaLangkahBelumAktif);
  const wrong = await guessPasswordAndCode(deps.db, row, input, asal.alamat);
  if (wrong === "password") {
    throw new DomainError("unauthenticated", MESSAGES.passwordSalah, {
      password: MESSAGES.passwordSalah,
    });
  }
  if (wrong === "kode") {
    throw new DomainError("unauthenticated", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  await deps.db.transaction().execute(async (trx) => {
    await deactivate(trx, user.id);
    await endSessionsOf(trx, user.id, user.sesi);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: row.username });
    const perubahan = "Verifikasi dua langkah baru saja dinonaktifkan pada akun Anda.";
    await tellSecurityChange(deps, trx, { akun: row, perubahan, asal });
  });
  deps.outbox.wake();
}

/**
 * An admin removes a user's second step (a lost phone): the authenticator app, its recovery codes
 * and every passkey. Confirmed with the admin's own password, guessed like a login (the same
 * limits per account and per address); the change record names the user. The user's sessions
 * end, and the user's address is told.
 */
export async function removeSecondStepOf(
  deps: Deps,
  admin: AuthUser & Actor,
  userId: number,
  adminPassword: string,
  asal: Asal,
): Promise<void> {
  const { db } = deps;
  const adminRow = await currentRow(db, admin);
  const guess = { username: adminRow.username, ip: asal.alamat };
  const ok = await guessPassword(db, guess, () =>
    verifyPassword(adminPassword, adminRow.password_hash),
  );
  if (!ok) {
    throw new DomainError("unauthenticated", MESSAGES.passwordSalah, {
      password: MESSAGES.passwordSalah,
    });
  }
  const target = await findUserById(db, userId);
  if (!target) throw new DomainError("not_found", "User tidak ditemukan");
  if (!target.totp_rahasia && (await countPasskeys(db, userId)) === 0) {
    throw new DomainError("invalid", MESSAGES.duaLangkahBelumAktif);
  }
  await db.transaction().execute(async (trx) => {
    await deactivate(trx, userId);
    await deletePasskeysOf(trx, userId);
    // The person signs in again with the password alone, and enrols a new second step.
    await endSessionsOf(trx, userId);
    await recordChange(trx, admin, { aksi: "ubah", jenis: "user", target: target.username });
    const perubahan =
      "Verifikasi dua langkah dan semua passkey akun Anda baru saja dihapus oleh admin. Semua sesi Anda sudah diakhiri.";
    await tellSecurityChange(deps, trx, { akun: target, perubahan, asal, oleh: admin.name });
  });
  deps.outbox.wake();
}

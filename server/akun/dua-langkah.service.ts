import QRCode from "qrcode";
import type { DuaLangkahMulai, DuaLangkahStatus } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { NonaktifkanDuaLangkahInput } from "../../common/schemas/dua-langkah.schema.ts";
import { guessPassword } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import {
  activate,
  countUnusedRecoveryCodes,
  deactivate,
  setPendingSecret,
} from "../auth/dua-langkah.repository.ts";
import { countPasskeys, deletePasskeysOf } from "../auth/passkey.repository.ts";
import { checkSecondStep } from "../auth/second-step.ts";
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

/** A new secret to scan; kept pending until `aktifkan` confirms it with a code. */
export async function startEnrolment(
  db: Db,
  user: AuthUser,
  issuer: string,
): Promise<DuaLangkahMulai> {
  const row = await currentRow(db, user);
  if (row.totp_rahasia) throw new DomainError("conflict", MESSAGES.duaLangkahSudahAktif);
  const secret = newTotpSecret();
  await setPendingSecret(db, user.id, secret);
  const url = otpauthUrl(secret, row.username, issuer);
  const qr = await QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, otpauth_url: url, qr_svg: qr };
}

/** Confirms the pending secret with one code: two-step sign-in is on; ten recovery codes, once. */
export async function confirmEnrolment(
  db: Db,
  user: AuthUser,
  kode: string,
  now = Date.now(),
): Promise<string[]> {
  const row = await currentRow(db, user);
  if (row.totp_rahasia) throw new DomainError("conflict", MESSAGES.duaLangkahSudahAktif);
  if (!row.totp_calon) throw new DomainError("invalid", MESSAGES.duaLangkahBelumDimulai);
  const step = totpStep(row.totp_calon, kode, now);
  if (step === undefined) {
    throw new DomainError("invalid", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  const codes = newRecoveryCodes();
  const secret = row.totp_calon;
  await db.transaction().execute(async (trx) => {
    await activate(trx, user.id, secret, step, codes.map(hashRecoveryCode));
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: row.username });
  });
  return codes;
}

/**
 * Turns one's own two-step sign-in off, with the password and a code. Both are guessed like a
 * login (the same limits per account and per address, counted together): a stolen session
 * cannot try passwords or codes here without end. As at login, a right password clears nothing
 * while the code is still to come.
 */
export async function disableOwn(
  db: Db,
  user: AuthUser,
  input: NonaktifkanDuaLangkahInput,
  address: string,
): Promise<void> {
  const row = await currentRow(db, user);
  if (!row.totp_rahasia) throw new DomainError("invalid", MESSAGES.duaLangkahBelumAktif);
  const by = { username: row.username, ip: address };
  const passwordOk = await guessPassword(db, { ...by, keepsFailures: true }, () =>
    verifyPassword(input.password, row.password_hash),
  );
  if (!passwordOk) {
    throw new DomainError("unauthenticated", MESSAGES.passwordSalah, {
      password: MESSAGES.passwordSalah,
    });
  }
  if (!(await guessPassword(db, by, () => checkSecondStep(db, row, input.kode)))) {
    throw new DomainError("unauthenticated", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  await db.transaction().execute(async (trx) => {
    await deactivate(trx, user.id);
    await recordChange(trx, user, { aksi: "ubah", jenis: "user", target: row.username });
  });
}

/**
 * An admin removes a user's second step (a lost phone): the authenticator app, its recovery codes
 * and every passkey. Confirmed with the admin's own password, guessed like a login (the same
 * limits per account and per address); the change record names the user.
 */
export async function removeSecondStepOf(
  db: Db,
  admin: AuthUser & Actor,
  userId: number,
  adminPassword: string,
  address: string,
): Promise<void> {
  const adminRow = await currentRow(db, admin);
  const guess = { username: adminRow.username, ip: address };
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
    await recordChange(trx, admin, { aksi: "ubah", jenis: "user", target: target.username });
  });
}

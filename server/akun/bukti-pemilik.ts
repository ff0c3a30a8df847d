import { MESSAGES } from "../../common/messages.ts";
import type { KonfirmasiInput } from "../../common/schemas/konfirmasi.schema.ts";
import { guessPassword } from "../auth/auth.service.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { checkSecondStep } from "../auth/second-step.ts";
import type { Db } from "../db/create-database.ts";
import type { UserRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { verifyPassword } from "../users/password.ts";
import { findUserById } from "../users/users.repository.ts";

/**
 * Guesses the password and then (with two-step sign-in on) the code, each counted like a login
 * (the same limits per account and per address): a stolen session cannot try them without end.
 * As at login, a right password clears nothing while the code is still to come. Answers the
 * field that was wrong, or undefined when both were right.
 */
export async function guessPasswordAndCode(
  db: Db,
  row: UserRow,
  input: { password: string; kode?: string },
  address: string,
): Promise<"password" | "kode" | undefined> {
  const twoStep = Boolean(row.totp_rahasia);
  const by = { username: row.username, ip: address };
  const passwordOk = await guessPassword(db, { ...by, keepsFailures: twoStep }, () =>
    verifyPassword(input.password, row.password_hash),
  );
  if (!passwordOk) return "password";
  if (!twoStep) return undefined;
  const kode = input.kode ?? "";
  return (await guessPassword(db, by, () => checkSecondStep(db, row, kode))) ? undefined : "kode";
}

const refused = (field: "password" | "kode", message: string) =>
  new DomainError("forbidden", message, { [field]: message });

/**
 * A change a thief would want (the address, a passkey, an authenticator) proves the person, not
 * only the session: the password, and a code when two-step sign-in is on. Missing or wrong: 403
 * naming the field. Answers the account as stored.
 */
export async function provePerson(
  db: Db,
  user: AuthUser,
  input: KonfirmasiInput,
  address: string,
): Promise<UserRow> {
  const row = await findUserById(db, user.id);
  if (!row) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
  if (!input.password) throw refused("password", MESSAGES.konfirmasiPerluPassword);
  if (row.totp_rahasia && !input.kode?.trim()) {
    throw refused("kode", MESSAGES.konfirmasiPerluKode);
  }
  const wrong = await guessPasswordAndCode(
    db,
    row,
    { ...input, password: input.password },
    address,
  );
  if (wrong === "password") throw refused("password", MESSAGES.passwordSalah);
  if (wrong === "kode") throw refused("kode", MESSAGES.kodeSalah);
  return row;
}

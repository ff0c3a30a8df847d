import type { Db } from "../db/create-database.ts";
import type { UserRow } from "../db/schema.ts";
import { acceptStep, spendRecoveryCode } from "./dua-langkah.repository.ts";
import { hashRecoveryCode, normalizeCode, totpStep } from "./totp.ts";

/**
 * Checks a second-step code of a user with two-step sign-in on: a current authenticator code not
 * accepted before, or an unused recovery code (used up by this call). True when it opens.
 */
export async function checkSecondStep(
  db: Db,
  user: Pick<UserRow, "id" | "totp_rahasia">,
  kode: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.totp_rahasia) return false;
  if (/^\d{6}$/.test(normalizeCode(kode))) {
    const step = totpStep(user.totp_rahasia, kode, now);
    return step !== undefined && (await acceptStep(db, user.id, step));
  }
  return spendRecoveryCode(db, user.id, hashRecoveryCode(kode), new Date(now).toISOString());
}

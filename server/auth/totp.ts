import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
/** A code of the step before or after also counts: phone clocks drift and people type slowly. */
const WINDOW = 1;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

function totpOf(secret: string, label = "", issuer = "") {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
}

/** A new random secret (160 bits, RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, username: string, issuer: string): string {
  return totpOf(secret, username, issuer).toString();
}

/** A code as typed, without the spaces (and hyphens) people put in it. */
export function normalizeCode(kode: string): string {
  return kode.replace(/[\s-]/g, "").toLowerCase();
}

/**
 * The time step a six-digit code belongs to (RFC 6238, within one step either way of `now`), or
 * undefined when it is not a current code. The caller refuses a step it already accepted.
 */
export function totpStep(secret: string, kode: string, now = Date.now()): number | undefined {
  const token = normalizeCode(kode);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten fresh recovery codes as shown to the person ("abcde-fghjk", 50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/**
 * How a recovery code is stored. The codes are random (50 bits) and tries are rate-limited like
 * passwords, so a fast hash is enough; a slow one would cost ten checks per try.
 */
export function hashRecoveryCode(kode: string): string {
  return createHash("sha256").update(normalizeCode(kode)).digest("hex");
}

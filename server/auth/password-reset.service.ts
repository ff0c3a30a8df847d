import { createHash, randomBytes } from "node:crypto";
import { MESSAGES } from "../../common/messages.ts";
import type { AturUlangPasswordInput } from "../../common/schemas/users.schema.ts";
import { type Asal, tellSecurityChange } from "../akun/kabar-keamanan.ts";
import type { AppDeps } from "../app-deps.ts";
import { DomainError } from "../domain-error.ts";
import { countingAddress } from "../http/counting-address.ts";
import { log } from "../log/logger.ts";
import { composeMail } from "../mail/mail-message.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { hashPassword } from "../users/password.ts";
import { passkeysToReview } from "../users/password-by-admin.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  updatePassword,
} from "../users/users.repository.ts";
import {
  clearAttemptsOfUsername,
  pruneAttemptsBefore,
  reserveAttempt,
} from "./login-attempts.repository.ts";
import { askPasskeyReview } from "./passkey.repository.ts";
import {
  countResetTokensSince,
  endResetTokensOf,
  insertResetToken,
  lockResetTokensOf,
  pruneResetTokens,
  useResetToken,
} from "./password-reset.repository.ts";
import { endSessionsOf } from "./sesi.repository.ts";

export const RESET_VALID_MS = 30 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;
/** Requests one address may make in 15 minutes: for one name, and for any names. */
const PER_NAME_FROM_ADDRESS = 3;
const PER_ADDRESS = 10;
/**
 * Links one account gets in 15 minutes from everywhere. Past it nothing more is sent, silently:
 * an answer that differed would tell which accounts exist.
 */
const PER_ACCOUNT = 3;

type Deps = Pick<AppDeps, "db" | "config" | "outbox">;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Mail can reach the person, and its link can only point at the site's own address: a link built
 * from the request's Host would let anyone send staff a valid link to a host of their own.
 */
export function canResetByMail(deps: Pick<AppDeps, "config" | "outbox">): boolean {
  return deps.outbox.canSend && Boolean(deps.config.PUBLIC_URL);
}

/**
 * A request for a link to the account named by `username` (or by its email): counted against the
 * limits, then answered. What happens for the account — whether it exists, has an address, gets a
 * link — is left to the answer's follow-up, so the answer costs the same for every name (decision
 * 109) and the caller answers the same whatever happens there. Only the link's hash is kept.
 */
export async function requestPasswordReset(
  deps: Deps,
  request: { username: string; ip: string; now?: number },
): Promise<() => Promise<void>> {
  const now = request.now ?? Date.now();
  const key = { username: request.username.toLowerCase(), ip: countingAddress(request.ip) };
  const since = new Date(now - WINDOW_MS).toISOString();
  const reserved = await reserveAttempt(
    deps.db,
    key,
    new Date(now).toISOString(),
    { since, perUsername: PER_NAME_FROM_ADDRESS, perAddress: PER_ADDRESS },
    "reset_attempts",
  );
  if (reserved === undefined) throw new DomainError("too_many", MESSAGES.resetTooMany);
  await pruneAttemptsBefore(deps.db, since, "reset_attempts");
  return () => mailResetLink(deps, request.username, now);
}

const mailsBeingMade = new Set<Promise<void>>();

/** Runs a request's follow-up once its answer is on its way; a failure is logged, never answered. */
export function afterTheAnswer(followUp: () => Promise<void>): void {
  setImmediate(() => {
    const made = followUp()
      .catch((err) => log.error({ err }, "Tautan atur ulang password gagal dibuat"))
      .finally(() => mailsBeingMade.delete(made));
    mailsBeingMade.add(made);
  });
}

/** Settles once every follow-up started so far is done (tests; a stop that waits for them). */
export async function resetMailsMade(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await Promise.all([...mailsBeingMade]);
}

/** Mails a one-use link to the account named, when there is one with an address, within its limit. */
async function mailResetLink(deps: Deps, username: string, now: number): Promise<void> {
  if (!canResetByMail(deps)) return;
  const since = new Date(now - WINDOW_MS).toISOString();
  const user = username.includes("@")
    ? await findUserByEmail(deps.db, username)
    : await findUserByUsername(deps.db, username);
  if (!user?.email) return;
  const token = randomBytes(32).toString("base64url");
  const link = new URL("/atur-ulang-password", deps.config.PUBLIC_URL);
  link.searchParams.set("token", token);
  const made = await deps.db.transaction().execute(async (trx) => {
    // Follow-ups of parallel requests run at once: the count and the new link are one step.
    await lockResetTokensOf(trx, user.id);
    if ((await countResetTokensSince(trx, user.id, since)) >= PER_ACCOUNT) return false;
    await pruneResetTokens(trx, new Date(now - RESET_VALID_MS).toISOString());
    await insertResetToken(trx, {
      token_hash: hashOf(token),
      user_id: user.id,
      dibuat: new Date(now).toISOString(),
      berlaku_sampai: new Date(now + RESET_VALID_MS).toISOString(),
    });
    await deps.outbox.add(trx, [
      composeMail({
        kepada: user.email,
        perihal: `Atur ulang password — ${deps.config.SITE_NAME}`,
        paragraphs: [
          `Halo ${user.name},`,
          `Seseorang (semoga Anda) meminta untuk mengatur ulang password akun "${user.username}" di back office ${deps.config.SITE_NAME}.`,
        ],
        link: { label: "Atur ulang password", href: link.href },
        closing: [
          "Tautan ini berlaku 30 menit dan hanya dapat dipakai sekali.",
          "Bila Anda tidak memintanya, abaikan email ini: password Anda tidak berubah.",
        ],
        signature: deps.config.SITE_NAME,
        lang: "id",
      }),
    ]);
    return true;
  });
  if (made) deps.outbox.wake();
}

/**
 * Sets a new password through a link: once, within 30 minutes. Every session of the user ends
 * (its row goes, and the token version goes up), so a session on a stolen device ends with it.
 */
export async function resetPassword(
  deps: Deps,
  input: AturUlangPasswordInput,
  asal: Asal,
): Promise<void> {
  const passwordHash = await hashPassword(input.password_baru);
  await deps.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const userId = await useResetToken(trx, hashOf(input.token), at);
    const user = userId === undefined ? undefined : await findUserById(trx, userId);
    if (!user) throw new DomainError("invalid", MESSAGES.resetLinkInvalid);
    await updatePassword(trx, user.id, passwordHash, at);
    await endSessionsOf(trx, user.id);
    await endResetTokensOf(trx, user.id, at);
    await clearAttemptsOfUsername(trx, user.username);
    await askPasskeyReview(trx, user.id);
    await recordChange(trx, user, {
      aksi: "atur_ulang_password",
      jenis: "user",
      target: user.username,
    });
    await tellSecurityChange(deps, trx, {
      akun: user,
      perubahan:
        "Password akun Anda baru saja diatur ulang melalui tautan Lupa Password. Semua sesi akun ini sudah diakhiri.",
      asal,
      tambahan: await passkeysToReview(trx, user.id),
    });
  });
  deps.outbox.wake();
}

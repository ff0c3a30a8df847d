import type { LoginNeedsCode, LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { countingAddress } from "../http/counting-address.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findSettings } from "../settings/settings.repository.ts";
import { getDummyHash, verifyPassword } from "../users/password.ts";
import { findUserById, findUserByUsername } from "../users/users.repository.ts";
import { type AuthUser, mustEnrolSecondStep } from "./auth-user.ts";
import { consumeTicket, createTicket, findTicketUser } from "./dua-langkah.repository.ts";
import type { GuessingAlert } from "./guessing-alert.ts";
import * as attempts from "./login-attempts.repository.ts";
import { countPasskeys } from "./passkey.repository.ts";
import { type PasswordCheckGate, passwordChecks } from "./password-check-gate.ts";
import { checkSecondStep } from "./second-step.ts";
import {
  findSessionUser,
  LAST_SEEN_EVERY_MS,
  openSession,
  touchSession,
} from "./sesi.repository.ts";
import { readToken, signToken, tokenStands } from "./tokens.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
/** Failures one address may make in the window across all usernames (guessing many names). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
/** Failures at one account in the window from all addresses (one account, rotating addresses). */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
/** How long the ticket between a correct password and the second step lives. */
export const LOGIN_TICKET_MS = 5 * 60 * 1000;

type LoginArgs = {
  username: string;
  password: string;
  ip: string;
  /** The client's `User-Agent`, kept with the session so its owner recognises the device. */
  userAgent?: string;
  secret: string;
  now?: number;
  /** Where the password check waits its turn; the process's one gate unless a test gives its own. */
  gate?: PasswordCheckGate;
  /** Tells an account's owner it is being guessed (guessPassword). */
  alert?: GuessingAlert;
};

/**
 * Who guesses a password (or a second-step code), from where; `gate` is the process's one unless a
 * test gives its own. `keepsFailures`: a right guess does not clear earlier failures — for an
 * account with two-step sign-in, where they still count against the code that must follow.
 */
export type GuessBy = {
  username: string;
  ip: string;
  now?: number;
  gate?: PasswordCheckGate;
  keepsFailures?: boolean;
  /** Tells the account's owner it is being guessed (once an episode); none: nobody is told. */
  alert?: GuessingAlert;
};

/**
 * One password guess, counted as a login attempt: after 5 for one username from one address, 100
 * from one address across usernames, or 10 at one account from all addresses, in 15 minutes: 429
 * (an IPv6 client counts by its /64). The guess is recorded before the password is checked, so
 * parallel guesses count too; a right one is never counted as a failure and clears the record of
 * its address (unless `keepsFailures`), and a guess that gave up waiting for the check is not
 * counted either. An account at its limit is slowed, not locked (decision 106): its failures
 * leave the window one by one, a passkey still signs in, and its owner is told. The login, its
 * second step (the code) and the account changes of "Akun Saya" all guess through here.
 */
export async function guessPassword(
  db: Db,
  by: GuessBy,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = by.now ?? Date.now();
  const key = { username: by.username.toLowerCase(), ip: countingAddress(by.ip) };
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const attemptId = await attempts.reserveAttempt(db, key, new Date(now).toISOString(), {
    since: windowStart,
    perUsername: LOGIN_MAX_FAILURES,
    perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
    perAccount: LOGIN_MAX_FAILURES_PER_ACCOUNT,
  });
  if (attemptId === undefined) {
    const atLimit = await accountAtLimit(db, key.username, windowStart);
    if (atLimit) await by.alert?.(key.username, now);
    throw new DomainError(
      "too_many",
      atLimit ? MESSAGES.akunDilambatkan : MESSAGES.tooManyAttempts,
    );
  }
  let valid: boolean;
  try {
    valid = await (by.gate ?? passwordChecks).run(check);
  } catch (err) {
    await attempts.releaseAttempt(db, attemptId);
    throw err;
  }
  if (!valid) {
    await attempts.pruneAttemptsBefore(db, windowStart);
    if (by.alert && (await accountAtLimit(db, key.username, windowStart))) {
      await by.alert(key.username, now);
    }
  } else if (by.keepsFailures) await attempts.releaseAttempt(db, attemptId);
  else await attempts.clearAttempts(db, key);
  return valid;
}

async function accountAtLimit(db: Db, username: string, since: string): Promise<boolean> {
  const failures = await attempts.countAccountAttempts(db, username, since);
  return failures >= LOGIN_MAX_FAILURES_PER_ACCOUNT;
}

/**
 * Checks credentials, each try counted (guessPassword); a right one answers a fresh token. With
 * two-step sign-in on, a right password answers a five-minute ticket instead and clears nothing:
 * the earlier failures still count against the code that must follow.
 */
export async function login(db: Db, args: LoginArgs): Promise<LoginResponse | LoginNeedsCode> {
  const now = args.now ?? Date.now();
  const user = await findUserByUsername(db, args.username);
  const by = {
    username: args.username,
    ip: args.ip,
    now,
    gate: args.gate,
    keepsFailures: Boolean(user?.totp_rahasia),
    alert: args.alert,
  };
  const valid = await guessPassword(db, by, async () =>
    verifyPassword(args.password, user?.password_hash ?? (await getDummyHash())),
  );
  // Only tries at a real account are recorded: whatever else was typed as a username (even a
  // password typed in the wrong field) never reaches the record.
  if (!user || !valid) {
    if (user) await recordLogin(db, user, "login_gagal");
    throw new DomainError("unauthenticated", MESSAGES.loginFailed);
  }
  if (user.totp_rahasia) {
    const berakhir = new Date(now + LOGIN_TICKET_MS).toISOString();
    return { perlu_kode: true, tiket: await createTicket(db, user.id, berakhir) };
  }
  const rule = await wajib2faFor(db, user);
  // Under Wajib_2FA a password is never enough for an admin: one with a passkey uses it.
  if (rule.usesPasskey) {
    throw new DomainError("forbidden", MESSAGES.masukDenganPasskey, undefined, {
      perlu_passkey: true,
    });
  }
  await recordLogin(db, user, "login");
  const where = { userAgent: args.userAgent ?? "", alamat: args.ip };
  const answer = await startSession(db, user, where, args.secret, now);
  // Led to enrol first: the back office opens Akun Saya, and the server refuses anything else.
  return rule.mustEnrol ? { ...answer, perlu_daftar_2fa: true } : answer;
}

type RuleUser = Omit<Parameters<typeof mustEnrolSecondStep>[0], "ada_passkey"> & { id: number };

/**
 * What `Wajib_2FA`, as set now, asks of a user as stored: `mustEnrol` (mustEnrolSecondStep), or
 * `usesPasskey` — an admin whose only second step is a passkey signs in with it, not a password.
 */
async function wajib2faFor(db: Db, user: RuleUser) {
  const settings = await findSettings(db);
  // An admin under the rule without an authenticator app: a passkey is their only second step.
  const held = mustEnrolSecondStep({ ...user, ada_passkey: false }, settings?.wajib_2fa);
  const ada_passkey = held && (await countPasskeys(db, user.id)) > 0;
  return { mustEnrol: held && !ada_passkey, usesPasskey: ada_passkey };
}

/** mustEnrolSecondStep for a user as stored, under the settings as they are now. */
export async function mustEnrolNow(db: Db, user: RuleUser): Promise<boolean> {
  return (await wajib2faFor(db, user)).mustEnrol;
}

type CodeArgs = Omit<LoginArgs, "username" | "password"> & { tiket: string; kode: string };

/**
 * The second step: a live ticket and a code (authenticator or recovery). A wrong code counts like a
 * wrong password (guessPassword: the same limits per username and address); the right one uses
 * the ticket up.
 */
export async function loginWithCode(db: Db, args: CodeArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const refused = () => new DomainError("unauthenticated", MESSAGES.tiketTidakBerlaku);
  const userId = await findTicketUser(db, args.tiket, new Date(now).toISOString());
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user?.totp_rahasia) throw refused();
  const by = { username: user.username, ip: args.ip, now, gate: args.gate, alert: args.alert };
  if (!(await guessPassword(db, by, () => checkSecondStep(db, user, args.kode, now)))) {
    await recordLogin(db, user, "login_gagal");
    throw new DomainError("unauthenticated", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  if (!(await consumeTicket(db, args.tiket))) throw refused();
  await recordLogin(db, user, "login");
  return startSession(
    db,
    user,
    { userAgent: args.userAgent ?? "", alamat: args.ip },
    args.secret,
    now,
  );
}

function recordLogin(db: Db, user: Actor & { name: string }, aksi: "login" | "login_gagal") {
  return recordChange(db, user, { aksi, jenis: "user", target: user.name });
}

type TokenUser = {
  id: number;
  role: LoginResponse["role"];
  username: string;
  token_version: number;
};

/** Opens a new session for the user (a sign-in) and answers its token. */
export async function startSession(
  db: Db,
  user: TokenUser,
  where: { userAgent: string; alamat: string },
  secret: string,
  now = Date.now(),
): Promise<LoginResponse> {
  const sesiId = await openSession(db, user.id, where, now);
  return issueToken(user, sesiId, secret, now);
}

/** A fresh token of a session for the user as stored now (its current role and token version). */
export async function issueToken(
  user: TokenUser,
  sesiId: string,
  secret: string,
  now = Date.now(),
): Promise<LoginResponse> {
  const token = await signToken(
    {
      sub: user.id,
      role: user.role,
      username: user.username,
      ver: Number(user.token_version),
      sid: sesiId,
    },
    secret,
    now,
  );
  return { token, role: user.role, username: user.username };
}

/**
 * The current user behind a bearer token, read again from the database together with the token's
 * session in one query; undefined if refused. No cache: an ended session (its row deleted, on any
 * copy of the server) refuses the token on the very next request everywhere. The token stands only
 * while its session is live AND tokenStands holds (its version is current and it was not issued
 * before the user's tokens became valid, e.g. before a restore).
 */
export async function authenticate(
  db: Db,
  token: string,
  secret: string,
  now = Date.now(),
): Promise<AuthUser | undefined> {
  const claims = await readToken(token, secret);
  if (!claims) return undefined;
  const user = await findSessionUser(db, claims.sid, claims.id);
  if (!user || !tokenStands(user, claims)) return undefined;
  if (Date.parse(user.terakhir) < now - LAST_SEEN_EVERY_MS) await touchSession(db, claims.sid, now);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role: user.role,
    sesi: claims.sid,
    mustEnrol: mustEnrolSecondStep(
      { ...user, ada_passkey: user.passkey_pertama !== null },
      user.wajib_2fa,
    ),
  };
}

import type { LoginNeedsCode, LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { findSettings } from "../settings/settings.repository.ts";
import { getDummyHash, verifyPassword } from "../users/password.ts";
import { findUserById, findUserByUsername } from "../users/users.repository.ts";
import { type AuthUser, mustEnrolSecondStep } from "./auth-user.ts";
import { consumeTicket, createTicket, findTicketUser } from "./dua-langkah.repository.ts";
import * as attempts from "./login-attempts.repository.ts";
import { type PasswordCheckGate, passwordChecks } from "./password-check-gate.ts";
import { checkSecondStep } from "./second-step.ts";
import {
  findSessionUser,
  LAST_SEEN_EVERY_MS,
  openSession,
  touchSession,
} from "./sesi.repository.ts";
import { readToken, signToken } from "./tokens.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
/** Failures one address may make in the window across all usernames (guessing many names). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;
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
};

/**
 * Checks credentials; after 5 failures for one username from one address, or 100 from one address
 * across usernames, in 15 minutes: 429. Each try is recorded before the password is checked, so
 * parallel tries count too; a correct password then clears the record, so it is never counted as
 * a failure, and a try that gave up waiting for the password check is not counted either.
 * With two-step sign-in on, a correct password answers a five-minute ticket instead of a token
 * and clears nothing: the earlier failures still count against the code that must follow.
 */
export async function login(db: Db, args: LoginArgs): Promise<LoginResponse | LoginNeedsCode> {
  const now = args.now ?? Date.now();
  const key = { username: args.username.toLowerCase(), ip: args.ip };
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const at = new Date(now).toISOString();
  const attemptId = await attempts.reserveAttempt(db, key, at, {
    since: windowStart,
    perUsername: LOGIN_MAX_FAILURES,
    perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  if (attemptId === undefined) throw new DomainError("too_many", MESSAGES.tooManyAttempts);
  const user = await findUserByUsername(db, args.username);
  let valid: boolean;
  try {
    valid = await (args.gate ?? passwordChecks).run(async () =>
      verifyPassword(args.password, user?.password_hash ?? (await getDummyHash())),
    );
  } catch (err) {
    await attempts.releaseAttempt(db, attemptId);
    throw err;
  }
  if (!user || !valid) {
    await attempts.pruneAttemptsBefore(db, windowStart);
    // Only tries at a real account are recorded: whatever else was typed as a username (even a
    // password typed in the wrong field) never reaches the record.
    if (user) await recordLogin(db, user, "login_gagal");
    throw new DomainError("unauthenticated", MESSAGES.loginFailed);
  }
  if (user.totp_rahasia) {
    await attempts.releaseAttempt(db, attemptId);
    const berakhir = new Date(now + LOGIN_TICKET_MS).toISOString();
    return { perlu_kode: true, tiket: await createTicket(db, user.id, berakhir) };
  }
  await attempts.clearAttempts(db, key);
  await recordLogin(db, user, "login");
  const where = { userAgent: args.userAgent ?? "", alamat: args.ip };
  const answer = await startSession(db, user, where, args.secret, now);
  const settings = await findSettings(db);
  // Led to enrol first: the back office opens Akun Saya, and the server refuses anything else.
  return mustEnrolSecondStep(user, settings?.wajib_2fa)
    ? { ...answer, perlu_daftar_2fa: true }
    : answer;
}

type CodeArgs = Omit<LoginArgs, "username" | "password" | "gate"> & { tiket: string; kode: string };

/**
 * The second step: a live ticket and a code (authenticator or recovery). A wrong code counts like a
 * wrong password (the same limits per username and address); the right one uses the ticket up.
 */
export async function loginWithCode(db: Db, args: CodeArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const at = new Date(now).toISOString();
  const refused = () => new DomainError("unauthenticated", MESSAGES.tiketTidakBerlaku);
  const userId = await findTicketUser(db, args.tiket, at);
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user?.totp_rahasia) throw refused();
  const key = { username: user.username.toLowerCase(), ip: args.ip };
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const attemptId = await attempts.reserveAttempt(db, key, at, {
    since: windowStart,
    perUsername: LOGIN_MAX_FAILURES,
    perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  if (attemptId === undefined) throw new DomainError("too_many", MESSAGES.tooManyAttempts);
  if (!(await checkSecondStep(db, user, args.kode, now))) {
    await attempts.pruneAttemptsBefore(db, windowStart);
    await recordLogin(db, user, "login_gagal");
    throw new DomainError("unauthenticated", MESSAGES.kodeSalah, { kode: MESSAGES.kodeSalah });
  }
  if (!(await consumeTicket(db, args.tiket))) {
    await attempts.releaseAttempt(db, attemptId);
    throw refused();
  }
  await attempts.clearAttempts(db, key);
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
 * copy of the server) refuses the token on the very next request everywhere.
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
  // A password change raises the version: every token issued before it is refused.
  if (!user || Number(user.token_version) !== claims.ver) return undefined;
  if (Date.parse(user.terakhir) < now - LAST_SEEN_EVERY_MS) await touchSession(db, claims.sid, now);
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role: user.role,
    sesi: claims.sid,
    mustEnrol: mustEnrolSecondStep(user, user.wajib_2fa),
  };
}

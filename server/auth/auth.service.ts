import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { getDummyHash, verifyPassword } from "../users/password.ts";
import { findUserById, findUserByUsername } from "../users/users.repository.ts";
import type { AuthUser } from "./auth-user.ts";
import * as attempts from "./login-attempts.repository.ts";
import { type PasswordCheckGate, passwordChecks } from "./password-check-gate.ts";
import { readToken, signToken, tokenStands } from "./tokens.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
/** Failures one address may make in the window across all usernames (guessing many names). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 100;

type LoginArgs = {
  username: string;
  password: string;
  ip: string;
  secret: string;
  now?: number;
  /** Where the password check waits its turn; the process's one gate unless a test gives its own. */
  gate?: PasswordCheckGate;
};

/** Who guesses a password, from where; `gate` is the process's one unless a test gives its own. */
export type GuessBy = {
  username: string;
  ip: string;
  now?: number;
  gate?: PasswordCheckGate;
};

/**
 * One password guess, counted as a login attempt: after 5 for one username from one address, or
 * 100 from one address across usernames, in 15 minutes: 429. The guess is recorded before the
 * password is checked, so parallel guesses count too; a right one clears the record, so it is
 * never counted as a failure, and a guess that gave up waiting for the check is not counted
 * either. The login and the own-password change ("Akun Saya") both guess through here.
 */
export async function guessPassword(
  db: Db,
  by: GuessBy,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = by.now ?? Date.now();
  const key = { username: by.username.toLowerCase(), ip: by.ip };
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const attemptId = await attempts.reserveAttempt(db, key, new Date(now).toISOString(), {
    since: windowStart,
    perUsername: LOGIN_MAX_FAILURES,
    perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  if (attemptId === undefined) throw new DomainError("too_many", MESSAGES.tooManyAttempts);
  let valid: boolean;
  try {
    valid = await (by.gate ?? passwordChecks).run(check);
  } catch (err) {
    await attempts.releaseAttempt(db, attemptId);
    throw err;
  }
  if (valid) await attempts.clearAttempts(db, key);
  else await attempts.pruneAttemptsBefore(db, windowStart);
  return valid;
}

/** Checks credentials, each try counted (guessPassword); a right one answers a fresh token. */
export async function login(db: Db, args: LoginArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const by = { username: args.username, ip: args.ip, now, gate: args.gate };
  const user = await findUserByUsername(db, args.username);
  const valid = await guessPassword(db, by, async () =>
    verifyPassword(args.password, user?.password_hash ?? (await getDummyHash())),
  );
  // Only tries at a real account are recorded: whatever else was typed as a username (even a
  // password typed in the wrong field) never reaches the record.
  if (!user || !valid) {
    if (user) await recordLogin(db, user, "login_gagal");
    throw new DomainError("unauthenticated", MESSAGES.loginFailed);
  }
  await recordLogin(db, user, "login");
  return issueToken(user, args.secret, now);
}

function recordLogin(db: Db, user: Actor & { name: string }, aksi: "login" | "login_gagal") {
  return recordChange(db, user, { aksi, jenis: "user", target: user.name });
}

/** A fresh token for the user as stored now (its current role and token version). */
export async function issueToken(
  user: { id: number; role: LoginResponse["role"]; username: string; token_version: number },
  secret: string,
  now = Date.now(),
): Promise<LoginResponse> {
  const token = await signToken(
    { sub: user.id, role: user.role, username: user.username, ver: Number(user.token_version) },
    secret,
    now,
  );
  return { token, role: user.role, username: user.username };
}

/** The current user behind a bearer token, read again from the database; undefined if refused. */
export async function authenticate(
  db: Db,
  token: string,
  secret: string,
): Promise<AuthUser | undefined> {
  const claims = await readToken(token, secret);
  if (!claims) return undefined;
  const user = await findUserById(db, claims.id);
  return user && tokenStands(user, claims)
    ? { id: user.id, name: user.name, username: user.username, role: user.role }
    : undefined;
}

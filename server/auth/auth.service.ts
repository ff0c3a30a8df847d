import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { getDummyHash, verifyPassword } from "../users/password.ts";
import { findUserById, findUserByUsername } from "../users/users.repository.ts";
import type { AuthUser } from "./auth-user.ts";
import * as attempts from "./login-attempts.repository.ts";
import { readTokenUserId, signToken } from "./tokens.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

type LoginArgs = { username: string; password: string; ip: string; secret: string; now?: number };

/**
 * Checks credentials; after 5 failures for one username from one address in 15 minutes, 429.
 * Each try is recorded before the password is checked, so parallel tries count too; a correct
 * password then clears the record, so it is never counted as a failure.
 */
export async function login(db: Db, args: LoginArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const key = { username: args.username.toLowerCase(), ip: args.ip };
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  const at = new Date(now).toISOString();
  if (!(await attempts.reserveAttempt(db, key, at, windowStart, LOGIN_MAX_FAILURES))) {
    throw new DomainError("too_many", MESSAGES.tooManyAttempts);
  }
  const user = await findUserByUsername(db, args.username);
  const valid = await verifyPassword(args.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !valid) {
    await attempts.pruneAttemptsBefore(db, windowStart);
    throw new DomainError("unauthenticated", MESSAGES.loginFailed);
  }
  await attempts.clearAttempts(db, key);
  const token = await signToken(
    { sub: user.id, role: user.role, username: user.username },
    args.secret,
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
  const id = await readTokenUserId(token, secret);
  if (id === undefined) return undefined;
  const user = await findUserById(db, id);
  return user
    ? { id: user.id, name: user.name, username: user.username, role: user.role }
    : undefined;
}

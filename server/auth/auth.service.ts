import type { LoginResponse } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { Db } from "../db/create-database.ts";
import type { AuthUser } from "../http/env.ts";
import { ApiError } from "../http/errors.ts";
import { findUserById, findUserByUsername } from "../users/users.repository.ts";
import * as attempts from "./login-attempts.repository.ts";
import { getDummyHash, verifyPassword } from "./password.ts";
import { readTokenUserId, signToken } from "./tokens.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

type LoginArgs = { username: string; password: string; ip: string; secret: string; now?: number };

/** Checks credentials; after 5 failures for one username from one address in 15 minutes, 429. */
export async function login(db: Db, args: LoginArgs): Promise<LoginResponse> {
  const now = args.now ?? Date.now();
  const key = args.username.toLowerCase();
  const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
  if ((await attempts.countRecentFailures(db, key, args.ip, windowStart)) >= LOGIN_MAX_FAILURES) {
    throw new ApiError(429, MESSAGES.tooManyAttempts);
  }
  const user = await findUserByUsername(db, args.username);
  const valid = await verifyPassword(args.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !valid) {
    await attempts.pruneFailuresBefore(db, windowStart);
    await attempts.recordFailure(db, key, args.ip, new Date(now).toISOString());
    throw new ApiError(401, MESSAGES.loginFailed);
  }
  await attempts.clearFailures(db, key, args.ip);
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

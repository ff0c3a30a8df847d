import { sign, verify } from "hono/jwt";
import type { Role } from "../../common/schemas/users.schema.ts";

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * `ver`: the user's token version when the token was issued (0 when left out). `sid`: the
 * session (sign-in) the token belongs to; a token is refused once its session has ended.
 */
export type TokenClaims = { sub: number; role: Role; username: string; ver?: number; sid: string };

/** Signs a 24-hour HS256 token for a user's session. */
export function signToken(claims: TokenClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const { ver = 0, ...rest } = claims;
  return sign({ ...rest, ver, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secret, "HS256");
}

/**
 * What a valid token says about its issue: whose, under which version, when, and for which
 * session (sign-in).
 */
export type TokenIssue = { id: number; ver: number; iat: number; sid: string };

/** The user id, token version, issue time and session of a valid, unexpired token; undefined otherwise. */
export async function readToken(token: string, secret: string): Promise<TokenIssue | undefined> {
  try {
    const payload = await verify(token, secret, "HS256");
    const ver = payload.ver ?? 0;
    const sid = payload.sid;
    return typeof payload.sub === "number" &&
      Number.isInteger(payload.sub) &&
      typeof ver === "number" &&
      Number.isInteger(ver) &&
      typeof payload.iat === "number" &&
      typeof sid === "string" &&
      sid !== ""
      ? { id: payload.sub, ver, iat: payload.iat, sid }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a token (or a preview ticket) issued for this user still stands: issued under the user's
 * current token version (a password change ends the older ones) and not before the user's tokens
 * became valid (the account was made, or the site was restored from a backup).
 */
export function tokenStands(
  user: { token_version: number; tokens_valid_from: number },
  issue: { ver: unknown; iat: unknown },
): boolean {
  return (
    Number(user.token_version) === issue.ver &&
    typeof issue.iat === "number" &&
    issue.iat >= Number(user.tokens_valid_from)
  );
}

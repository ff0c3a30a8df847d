import { sign, verify } from "hono/jwt";
import type { Role } from "../../common/schemas.ts";

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** `ver`: the user's token version when the token was issued (0 when left out). */
export type TokenClaims = { sub: number; role: Role; username: string; ver?: number };

/** Signs a 24-hour HS256 token for a user. */
export function signToken(claims: TokenClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const { ver = 0, ...rest } = claims;
  return sign({ ...rest, ver, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secret, "HS256");
}

/** What a valid token says about its issue: whose, under which version, and when. */
export type TokenIssue = { id: number; ver: number; iat: number };

/** The user id, token version and issue time of a valid, unexpired token; undefined otherwise. */
export async function readToken(token: string, secret: string): Promise<TokenIssue | undefined> {
  try {
    const payload = await verify(token, secret, "HS256");
    const ver = payload.ver ?? 0;
    return typeof payload.sub === "number" &&
      Number.isInteger(payload.sub) &&
      typeof ver === "number" &&
      Number.isInteger(ver) &&
      typeof payload.iat === "number"
      ? { id: payload.sub, ver, iat: payload.iat }
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

import { sign, verify } from "hono/jwt";
import type { Role } from "../../common/schemas.ts";

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

/** The user id, token version and session of a valid, unexpired token; undefined otherwise. */
export async function readToken(
  token: string,
  secret: string,
): Promise<{ id: number; ver: number; sid: string } | undefined> {
  try {
    const payload = await verify(token, secret, "HS256");
    const ver = payload.ver ?? 0;
    const sid = payload.sid;
    return typeof payload.sub === "number" &&
      Number.isInteger(payload.sub) &&
      typeof ver === "number" &&
      Number.isInteger(ver) &&
      typeof sid === "string" &&
      sid !== ""
      ? { id: payload.sub, ver, sid }
      : undefined;
  } catch {
    return undefined;
  }
}

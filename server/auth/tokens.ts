import { sign, verify } from "hono/jwt";
import type { Role } from "../../common/schemas.ts";

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export type TokenClaims = { sub: number; role: Role; username: string };

/** Signs a 24-hour HS256 token for a user. */
export function signToken(claims: TokenClaims, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS }, secret, "HS256");
}

/** The user id of a valid, unexpired token; undefined for anything else. */
export async function readTokenUserId(token: string, secret: string): Promise<number | undefined> {
  try {
    const payload = await verify(token, secret, "HS256");
    return typeof payload.sub === "number" && Number.isInteger(payload.sub)
      ? payload.sub
      : undefined;
  } catch {
    return undefined;
  }
}

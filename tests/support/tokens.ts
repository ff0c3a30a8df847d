import { signToken } from "../../server/auth/tokens.ts";
import type { SignedIn, TestContext } from "./test-app.ts";

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

function encodePart(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The payload of a JWT, read without checking it. */
export function tokenPayload(token: string): Record<string, unknown> {
  return decodePart(token.split(".")[1]);
}

/** The same token with its payload changed and the original signature kept. */
export function withChangedPayload(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".");
  return [header, encodePart({ ...decodePart(payload), ...changes }), signature].join(".");
}

/** The same token with one character of its signature changed. */
export function withChangedSignature(token: string): string {
  const last = token.at(-2) === "A" ? "B" : "A";
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

/** An unsigned token (`alg: none`) claiming the given identity. */
export function unsignedToken(payload: Record<string, unknown>): string {
  return `${encodePart({ alg: "none", typ: "JWT" })}.${encodePart(payload)}.`;
}

/**
 * A correctly signed token of the user's live session (the one of `user.token`) that expired an
 * hour ago (issued 25 hours ago).
 */
export function expiredToken(
  ctx: TestContext,
  user: SignedIn,
  role: "admin" | "editor",
): Promise<string> {
  const issued = Date.now() - 25 * 60 * 60 * 1000;
  const sid = tokenPayload(user.token).sid as string;
  return signToken({ sub: user.id, role, username: user.username, sid }, ctx.deps.secret, issued);
}

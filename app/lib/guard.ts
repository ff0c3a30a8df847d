import type { Role } from "@common/schemas/users.schema.ts";
import { redirect } from "react-router";
import { loginPathAfterSessionEnd } from "./return-path.ts";
import { clearSession, dashboardPathFor, readSession } from "./session.ts";

import { decodeTokenPayload } from "./token-payload.ts";

export { decodeTokenPayload, type TokenPayload } from "./token-payload.ts";

export type GuardDecision =
  | { kind: "allow"; role: Role }
  | { kind: "redirect"; to: string; clearSession: boolean };

/**
 * CONTRACT's route guard: no token → `/`; undecodable or expired token → keys removed, `/login`;
 * a valid token of another role → that role's own dashboard (home for an unknown role).
 */
export function decideAccess(
  token: string | null,
  requiredRole: Role,
  nowSeconds: number = Date.now() / 1000,
): GuardDecision {
  if (!token) return { kind: "redirect", to: "/", clearSession: false };
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== "number" || payload.exp <= nowSeconds) {
    return { kind: "redirect", to: "/login", clearSession: true };
  }
  if (payload.role !== requiredRole) {
    const role = typeof payload.role === "string" ? payload.role : null;
    return { kind: "redirect", to: dashboardPathFor(role), clearSession: false };
  }
  return { kind: "allow", role: requiredRole };
}

export type BackofficeSession = { role: Role; username: string };

/**
 * For a back-office `clientLoader`: the session, or a thrown redirect decided by `decideAccess`.
 * An expired session goes to /login saying so, with the way back to `url`.
 */
export function requireRoleSession(requiredRole: Role, url?: URL): BackofficeSession {
  const session = readSession();
  const decision = decideAccess(session.token, requiredRole);
  if (decision.kind === "redirect") {
    if (decision.clearSession) clearSession();
    const ended = decision.to === "/login" && url !== undefined;
    throw redirect(
      ended
        ? loginPathAfterSessionEnd({ pathname: url.pathname, search: url.search })
        : decision.to,
    );
  }
  return { role: decision.role, username: session.username ?? "" };
}

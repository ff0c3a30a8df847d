import type { Role } from "@common/schemas/users.schema.ts";

/** Local storage keys of SPEC §3: the session lives in the browser. */
export const SESSION_KEYS = ["token", "role", "username"] as const;

export type StoredSession = { token: string | null; role: string | null; username: string | null };

export function readSession(): StoredSession {
  if (typeof window === "undefined") return { token: null, role: null, username: null };
  return {
    token: localStorage.getItem("token"),
    role: localStorage.getItem("role"),
    username: localStorage.getItem("username"),
  };
}

/** True from a sign-out on this page until the next sign-in (see `signedOutHere`). */
let signedOut = false;

/**
 * The person signed out on this page. A request the screen they left makes afterwards goes
 * without a token and is refused: that ends no session, and must not send them to /login.
 */
export function markSignedOutHere(): void {
  signedOut = true;
}

export function signedOutHere(): boolean {
  return signedOut;
}

export function storeSession(session: { token: string; role: Role; username: string }): void {
  signedOut = false;
  localStorage.setItem("token", session.token);
  localStorage.setItem("role", session.role);
  localStorage.setItem("username", session.username);
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

/** Where a role's Dashboard link points (SPEC §2): its own dashboard, or home for any other role. */
export function dashboardPathFor(role: string | null): string {
  if (role === "admin") return "/admin/dashboard";
  if (role === "editor") return "/editor/dashboard";
  return "/";
}

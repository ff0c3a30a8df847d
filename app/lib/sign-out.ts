import { clearSession, markSignedOutHere, readSession } from "./session.ts";
import { decodeTokenPayload } from "./token-payload.ts";

/**
 * Signs out: the server ends this session (so a copy of the token is refused too) and the stored
 * keys go. The request outlives the page (`keepalive`); if it fails, the keys go all the same and
 * the session ends with its token's lifetime.
 */
export function signOut(): void {
  const { token } = readSession();
  const sid = token ? decodeTokenPayload(token)?.sid : undefined;
  if (token && typeof sid === "string") {
    void fetch(`/api/akun/sesi/${encodeURIComponent(sid)}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      keepalive: true,
    }).catch(() => undefined);
  }
  clearSession();
  markSignedOutHere();
}

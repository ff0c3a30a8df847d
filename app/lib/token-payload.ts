// Reading a session token in the browser, without React Router: the public bar's sign-out uses
// it on pages that ship no framework (docs/decisions/170).

/** The claims the browser reads from a token; the signature is the server's business. */
export type TokenPayload = {
  role?: unknown;
  exp?: unknown;
  username?: unknown;
  sub?: unknown;
  /** The session the token belongs to. */
  sid?: unknown;
};

/** Decodes the payload (middle part) of a JWT; undefined when it is not a readable JWT. */
export function decodeTokenPayload(token: string): TokenPayload | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === "object" && !Array.isArray(payload)
      ? (payload as TokenPayload)
      : undefined;
  } catch {
    return undefined;
  }
}

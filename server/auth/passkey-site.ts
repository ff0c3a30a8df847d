import { createHash } from "node:crypto";
import { COSEALG, decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";

import type { RelyingParty } from "./relying-party.ts";

export { type RelyingParty, relyingPartyFor } from "./relying-party.ts";

/**
 * The key types a passkey may have: EdDSA, ES256, RS256, what every authenticator offers. Named
 * here (the library's default is the same list) so it never probes Node for post-quantum ones,
 * whose experimental warning would land in the server's log.
 */
export const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The WebAuthn user handle of an account: its id, which is never given to another account. */
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(`user:${userId}`, "utf8"));
}

export function userHandleBase64Url(userId: number): string {
  return isoBase64URL.fromBuffer(userHandleOf(userId));
}

/** What the browser says it signed (type, challenge, origin); undefined when unreadable. */
export function readClientData(clientDataJSON: string) {
  try {
    const data = decodeClientDataJSON(clientDataJSON);
    if (typeof data?.challenge !== "string" || typeof data.origin !== "string") return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/** Whether authenticator data (its first 32 bytes: SHA-256 of the RP ID) names this site. */
export function namesSite(authData: Uint8Array, site: RelyingParty): boolean {
  const expected = createHash("sha256").update(site.id).digest();
  return authData.length >= 32 && expected.equals(Buffer.from(authData.subarray(0, 32)));
}

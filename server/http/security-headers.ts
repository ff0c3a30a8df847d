import { NONCE, secureHeaders } from "hono/secure-headers";

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
      scriptSrc: ["'self'", NONCE],
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

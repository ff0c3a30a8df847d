import type { AuthUser } from "../auth/auth-user.ts";

/** Hono's per-request variables in this app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The client's address (behind trusted proxies, the one they forwarded). */
    clientAddress: string;
    user: AuthUser;
    secureHeadersNonce?: string;
    /** The answer already carries every header; later middlewares leave it as it is. */
    sentAsIs?: true;
    /** A search a page made for this request: what was asked and how many results it found. */
    pencarian?: { q: string; hasil: number };
  };
};

import type { Role } from "../../common/schemas.ts";

export type AuthUser = { id: number; name: string; username: string; role: Role };

/** Hono's per-request variables in this app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The client's address (behind trusted proxies, the one they forwarded). */
    clientAddress: string;
    user: AuthUser;
    secureHeadersNonce?: string;
  };
};

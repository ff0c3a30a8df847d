import type { AuthUser } from "../auth/auth-user.ts";

/** Hono's per-request variables in this app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: AuthUser;
    secureHeadersNonce?: string;
  };
};

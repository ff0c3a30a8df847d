import { createMiddleware } from "hono/factory";
import { MESSAGES } from "../../common/messages.ts";
import type { Role } from "../../common/schemas/users.schema.ts";
import { authenticate } from "../auth/auth.service.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "./app-env.ts";

export type RequireRoleOptions = { db: Db; secret: string; roles: readonly Role[] };

/** 401 without a valid token of an existing user; 403 when that user's current role may not. */
export function requireRole({ db, secret, roles }: RequireRoleOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new DomainError("unauthenticated", MESSAGES.unauthenticated);
    const user = await authenticate(db, match[1], secret);
    if (!user) throw new DomainError("unauthenticated", MESSAGES.sessionInvalid);
    if (!roles.includes(user.role)) throw new DomainError("forbidden", MESSAGES.forbidden);
    // Wajib_2FA: an admin without a second step may only use their own account until enrolled.
    if (user.mustEnrol && !c.req.path.startsWith("/api/akun/")) {
      return c.json({ message: MESSAGES.duaLangkahWajib, perlu_daftar_2fa: true }, 403);
    }
    c.set("user", user);
    await next();
  });
}

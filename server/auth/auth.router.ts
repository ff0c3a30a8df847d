import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { AturUlangPasswordSchema, LupaPasswordSchema } from "../../common/schemas/users.ts";
import { LoginInputSchema, LoginKodeSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { login, loginWithCode } from "./auth.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

export function authRouter(deps: AppDeps) {
  const { db, secret } = deps;
  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const input = parseInput(LoginInputSchema, await readJson(c));
      const userAgent = c.req.header("user-agent") ?? "";
      return c.json(await login(db, { ...input, ip: c.get("clientAddress"), userAgent, secret }));
    })
    .post("/login/kode", async (c) => {
      const input = parseInput(LoginKodeSchema, await readJson(c));
      const userAgent = c.req.header("user-agent") ?? "";
      const where = { ip: c.get("clientAddress"), userAgent, secret };
      return c.json(await loginWithCode(db, { ...input, ...where }));
    })
    .post("/auth/lupa-password", async (c) => {
      const { username } = parseInput(LupaPasswordSchema, await readJson(c));
      await requestPasswordReset(deps, { username, ip: c.get("clientAddress") });
      return c.json({ message: MESSAGES.resetLinkSent });
    })
    .post("/auth/atur-ulang-password", async (c) => {
      const input = parseInput(AturUlangPasswordSchema, await readJson(c));
      await resetPassword(deps, input);
      return c.json({ message: MESSAGES.passwordResetDone });
    });
}

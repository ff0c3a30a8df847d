import { Hono } from "hono";
import { LoginInputSchema, LoginKodeSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { login, loginWithCode } from "./auth.service.ts";

export function authRouter({ db, secret }: AppDeps) {
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
    });
}

import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { LoginKodeSchema } from "../../common/schemas/dua-langkah.schema.ts";
import { PasskeyLoginSchema } from "../../common/schemas/passkey.schema.ts";
import {
  AturUlangPasswordSchema,
  LoginInputSchema,
  LupaPasswordSchema,
} from "../../common/schemas/users.schema.ts";
import { asalOf } from "../akun/kabar-keamanan.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { login, loginWithCode } from "./auth.service.ts";
import { guessingAlert } from "./guessing-alert.ts";
import { relyingPartyFor } from "./relying-party.ts";

/** WebAuthn's library (about 20 MB in every worker) is loaded at the first passkey sign-in. */
const passkeyLogin = () => import("./passkey-login.service.ts");

import { afterTheAnswer, requestPasswordReset, resetPassword } from "./password-reset.service.ts";

export function authRouter(deps: AppDeps) {
  const { db, secret } = deps;
  const alert = guessingAlert(deps);
  const site = (url: string) => relyingPartyFor(deps.config.PUBLIC_URL, url, deps.config.SITE_NAME);
  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const input = parseInput(LoginInputSchema, await readJson(c));
      const userAgent = c.req.header("user-agent") ?? "";
      const where = { ip: c.get("clientAddress"), userAgent, secret, alert };
      return c.json(await login(db, { ...input, ...where }));
    })
    .post("/login/kode", async (c) => {
      const input = parseInput(LoginKodeSchema, await readJson(c));
      const userAgent = c.req.header("user-agent") ?? "";
      const where = { ip: c.get("clientAddress"), userAgent, secret, alert };
      return c.json(await loginWithCode(db, { ...input, ...where }));
    })
    .post("/login/passkey/mulai", async (c) =>
      c.json(
        await (await passkeyLogin()).startPasskeyLogin(db, site(c.req.url), c.get("clientAddress")),
      ),
    )
    .post("/login/passkey", async (c) => {
      const input = parseInput(PasskeyLoginSchema, await readJson(c));
      const userAgent = c.req.header("user-agent") ?? "";
      const where = { ip: c.get("clientAddress"), userAgent, secret, site: site(c.req.url) };
      return c.json(await (await passkeyLogin()).loginWithPasskey(db, { ...input, ...where }));
    })
    .post("/auth/lupa-password", async (c) => {
      const { username } = parseInput(LupaPasswordSchema, await readJson(c));
      afterTheAnswer(await requestPasswordReset(deps, { username, ip: c.get("clientAddress") }));
      return c.json({ message: MESSAGES.resetLinkSent });
    })
    .post("/auth/atur-ulang-password", async (c) => {
      const input = parseInput(AturUlangPasswordSchema, await readJson(c));
      await resetPassword(deps, input, asalOf(c));
      return c.json({ message: MESSAGES.passwordResetDone });
    });
}

import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { OwnMailSettingsSchema, OwnPasswordSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { getOwnAccount, setOwnMailSettings } from "../users/users.service.ts";
import { changeOwnPassword } from "./akun.service.ts";

/** The signed-in person's own account. */
export function akunRouter(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin", "editor"] }))
    .get("/", async (c) => c.json(await getOwnAccount(deps.db, c.get("user").id)))
    .put("/email", async (c) => {
      const input = parseInput(OwnMailSettingsSchema, await readJson(c));
      const user = await setOwnMailSettings(deps.db, c.get("user"), input);
      return c.json({ message: MESSAGES.mailSettingsSaved, data: user });
    })
    .post("/password", async (c) => {
      const input = parseInput(OwnPasswordSchema, await readJson(c));
      const session = await changeOwnPassword(
        deps.db,
        deps.secret,
        c.get("user"),
        input,
        c.get("clientAddress"),
      );
      return c.json({ message: MESSAGES.passwordChanged, ...session });
    });
}

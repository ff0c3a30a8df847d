import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { PratinjauInputSchema } from "../../common/schemas/content.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { createPratinjauLink } from "./pratinjau.service.ts";

export function pratinjauRouter(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireRole({ ...deps, roles: ["admin", "editor"] }))
    .post("/", async (c) => {
      const input = parseInput(PratinjauInputSchema, await readJson(c));
      const url = await createPratinjauLink(deps.db, deps.secret, c.get("user"), input);
      return c.json({ message: MESSAGES.pratinjauReady, url });
    });
}

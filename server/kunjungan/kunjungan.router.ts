import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { KunjunganInputSchema } from "../../common/schemas/kunjungan.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import * as service from "./kunjungan.service.ts";

export function kunjunganRouter(deps: AppDeps) {
  const admin = requireRole({ ...deps, roles: ["admin"] });
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.getKunjungan(deps.db)))
    .put("/", admin, async (c) => {
      const input = parseInput(KunjunganInputSchema, await readJson(c));
      const data = await service.saveKunjungan(deps, input, c.get("user"));
      return c.json({ message: MESSAGES.kunjunganSaved, data });
    });
}

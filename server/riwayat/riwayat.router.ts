import { Hono } from "hono";
import { RiwayatQuerySchema } from "../../common/schemas/riwayat.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { requireRole } from "../http/require-role.ts";
import { listRiwayat } from "./riwayat.service.ts";

export function riwayatRouter(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireRole({ ...deps, roles: ["admin"] })).get("/", async (c) => {
    const query = parseInput(RiwayatQuerySchema, c.req.query());
    const { entries, total } = await listRiwayat(deps.db, query);
    // The screen pages through the record: the total travels beside the array.
    c.header("X-Total-Count", String(total));
    return c.json(entries);
  });
}

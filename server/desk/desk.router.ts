import { Hono } from "hono";
import { DeskItemSchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { editingNow } from "./presence.service.ts";

/** `POST /api/penyuntingan` `{jenis, id}`: a form's heartbeat, answered with who else edits. */
export function penyuntinganRouter(deps: AppDeps) {
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>().post("/", staff, async (c) => {
    const item = parseInput(DeskItemSchema, await readJson(c));
    const lainnya = await editingNow(deps.db, item, c.get("user"));
    return c.json({ lainnya });
  });
}

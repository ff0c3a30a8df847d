import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import {
  DeskItemSchema,
  type RevisiTargetInput,
  RevisiTargetSchema,
} from "../../common/schemas/desk.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId, readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import type { DeskItem } from "./desk-items.ts";
import { editingNow, stoppedEditing } from "./presence.service.ts";
import { getRevisi, listRevisi, restoreRevisi } from "./revisions.service.ts";

/**
 * `POST /api/penyuntingan` `{jenis, id}`: a form's heartbeat, answered with who else edits.
 * `DELETE` with the same body: the form was closed (no waiting for the 60 s of silence).
 */
export function penyuntinganRouter(deps: AppDeps) {
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .post("/", staff, async (c) => {
      const item = parseInput(DeskItemSchema, await readJson(c));
      const lainnya = await editingNow(deps.db, item, c.get("user"));
      return c.json({ lainnya });
    })
    .delete("/", staff, async (c) => {
      const item = parseInput(DeskItemSchema, await readJson(c));
      await stoppedEditing(deps.db, item, c.get("user"));
      return c.body(null, 204);
    });
}

const expectedItem = (target: RevisiTargetInput): DeskItem | undefined =>
  target.jenis && target.id ? { jenis: target.jenis, id: target.id } : undefined;

/** The versions kept of each thing: list, read one, restore one (`/api/revisi`). */
export function revisiRouter(deps: AppDeps) {
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .use(staff)
    .get("/", async (c) => {
      const item = parseInput(DeskItemSchema, c.req.query());
      return c.json(await listRevisi(deps.db, item, c.get("user").role));
    })
    .get("/:id", async (c) => {
      const id = readId(c);
      const target = parseInput(RevisiTargetSchema, c.req.query());
      return c.json(await getRevisi(deps.db, id, c.get("user").role, expectedItem(target)));
    })
    .post("/:id/pulihkan", async (c) => {
      const id = readId(c);
      const raw = (await c.req.raw.clone().text()).trim();
      const target = parseInput(RevisiTargetSchema, raw ? await readJson(c) : {});
      const data = await restoreRevisi(deps, id, c.get("user"), {
        expected: expectedItem(target),
        versi: target.versi,
      });
      return c.json({ message: MESSAGES.revisiRestored, data });
    });
}

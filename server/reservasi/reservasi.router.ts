import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import {
  ReservasiListQuerySchema,
  ReservasiStatusSchema,
} from "../../common/schemas/reservasi.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId, readJson } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import * as service from "./reservasi.service.ts";

export function reservasiRouter(deps: AppDeps) {
  const { db } = deps;
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      await service.receiveReservasi(deps, await readJson(c), c.get("clientAddress"));
      return c.json({ message: MESSAGES.reservasiSent }, 201);
    })
    .get("/", staff, async (c) => {
      const query = parseInput(ReservasiListQuerySchema, c.req.query());
      const { items, total } = await service.listReservasi(db, query.status, toPage(query));
      c.header("X-Total-Count", String(total));
      return c.json(items);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const { status } = parseInput(ReservasiStatusSchema, await readJson(c));
      const data = await service.changeReservasiStatus(db, id, status, c.get("user"));
      return c.json({ message: MESSAGES.reservasiUpdated, data });
    });
}

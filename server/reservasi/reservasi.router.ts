import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import {
  HONEYPOT_FIELD,
  ReservasiInputSchema,
  ReservasiListQuerySchema,
  ReservasiStatusSchema,
} from "../../common/schemas.ts";
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
      const body = await readJson(c);
      const input = parseInput(ReservasiInputSchema, body);
      const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      const honeypot = typeof trap === "string" ? trap : "";
      await service.sendReservasi(db, { input, honeypot, address: c.get("clientAddress") });
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

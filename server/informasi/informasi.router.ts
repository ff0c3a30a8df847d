import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { InformasiInputSchema, PageQuerySchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { readViewer } from "../http/viewer.ts";
import * as service from "./informasi.service.ts";
import { OneViewPerVisitor } from "./one-view-per-visitor.ts";

export function informasiRouter(deps: AppDeps) {
  const { db } = deps;
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  const viewed = new OneViewPerVisitor();
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const page = toPage(parseInput(PageQuerySchema, c.req.query()));
      return c.json(await service.listInformasi(db, page, await readViewer(c, deps)));
    })
    .get("/populer", async (c) => c.json(await service.listPopular(db)))
    .get("/slug/:slug", async (c) => {
      const viewer = await readViewer(c, deps);
      const item = await service.getInformasiBySlug(db, c.req.param("slug"), viewer);
      if (!item) throw notFound(MESSAGES.informasiNotFound);
      return c.json(item);
    })
    .get("/:id", async (c) => {
      const item = await service.getInformasiById(db, readId(c), await readViewer(c, deps));
      if (!item) throw notFound(MESSAGES.informasiNotFound);
      return c.json(item);
    })
    .post("/:slug/increment-view", async (c) => {
      const visitor = { address: c.get("clientAddress"), viewed };
      const views = await service.countView(deps.viewCounter, c.req.param("slug"), visitor);
      return c.json({ message: MESSAGES.viewCounted, views });
    })
    .post("/", staff, async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(InformasiInputSchema, fields);
      const item = await service.createInformasi(deps, input, files.gambar, c.get("user"));
      return c.json({ message: MESSAGES.informasiCreated, data: item }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const { fields, files } = await readForm(c);
      const input = parseInput(InformasiInputSchema, fields);
      const item = await service.updateInformasi(deps, id, input, files.gambar, c.get("user"));
      return c.json({ message: MESSAGES.informasiUpdated, data: item });
    })
    .delete("/:id", staff, async (c) => {
      await service.deleteInformasi(deps, readId(c), c.get("user"));
      return c.json({ message: MESSAGES.informasiDeleted });
    });
}

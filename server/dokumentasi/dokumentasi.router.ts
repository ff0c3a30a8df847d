import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { DokumentasiInputSchema, PageQuerySchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { toPage } from "../content/pagination.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { requireRole } from "../http/require-role.ts";
import { readViewer } from "../http/viewer.ts";
import * as service from "./dokumentasi.service.ts";

export function dokumentasiRouter(deps: AppDeps) {
  const { db } = deps;
  const staff = requireRole({ ...deps, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const page = toPage(parseInput(PageQuerySchema, c.req.query()));
      return c.json(await service.listDokumentasi(db, page, await readViewer(c, deps)));
    })
    .get("/:slug", async (c) => {
      const viewer = await readViewer(c, deps);
      const item = await service.getDokumentasiDetailBySlug(db, c.req.param("slug"), viewer);
      if (!item) throw notFound(MESSAGES.dokumentasiNotFound);
      return c.json(item);
    })
    .post("/", staff, async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(DokumentasiInputSchema, fields);
      const write = {
        input,
        upload: files.gambar,
        uploaderName: c.get("user").name,
        actor: c.get("user"),
      };
      const item = await service.createDokumentasi(deps, write);
      return c.json({ message: MESSAGES.dokumentasiCreated, data: item }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const { fields, files } = await readForm(c);
      const input = parseInput(DokumentasiInputSchema, fields);
      const write = {
        input,
        upload: files.gambar,
        uploaderName: c.get("user").name,
        actor: c.get("user"),
      };
      const item = await service.updateDokumentasi(deps, id, write);
      return c.json({ message: MESSAGES.dokumentasiUpdated, data: item });
    })
    .delete("/:id", staff, async (c) => {
      await service.deleteDokumentasi(deps, readId(c), c.get("user"));
      return c.json({ message: MESSAGES.dokumentasiDeleted });
    });
}

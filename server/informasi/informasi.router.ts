import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { InformasiInputSchema, PageQuerySchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { requireRole } from "../auth/require-role.ts";
import { toLimitOffset } from "../content/pagination.ts";
import type { AppEnv } from "../http/env.ts";
import { notFound, parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { removeImageIfUnused } from "../media/references.ts";
import { withNewImage } from "../media/with-new-image.ts";
import * as service from "./informasi.service.ts";

export function informasiRouter(deps: AppDeps) {
  const { db, secret, media, contentChanges } = deps;
  const staff = requireRole({ db, secret, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const page = toLimitOffset(parseInput(PageQuerySchema, c.req.query()));
      return c.json(await service.listAllInformasi(db, page));
    })
    .get("/populer", async (c) => c.json(await service.listPopular(db)))
    .get("/slug/:slug", async (c) => {
      const item = await service.getInformasiBySlug(db, c.req.param("slug"));
      if (!item) throw notFound(MESSAGES.informasiNotFound);
      return c.json(item);
    })
    .get("/:id", async (c) => {
      const item = await service.getInformasiById(db, readId(c));
      if (!item) throw notFound(MESSAGES.informasiNotFound);
      return c.json(item);
    })
    .post("/:slug/increment-view", async (c) => {
      // No cache bump: pages may show a popular list a moment old; the browser refreshes it.
      const views = await service.countView(db, c.req.param("slug"));
      return c.json({ message: MESSAGES.viewCounted, views });
    })
    .post("/", staff, async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(InformasiInputSchema, fields);
      const { item } = await withNewImage(deps, files.gambar, async (gambar) => ({
        item: await service.createInformasi(db, input, gambar),
      }));
      contentChanges.announce();
      return c.json({ message: MESSAGES.informasiCreated, data: item }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const { fields, files } = await readForm(c);
      const input = parseInput(InformasiInputSchema, fields);
      const { item } = await withNewImage(deps, files.gambar, (gambar) =>
        service.updateInformasiById(db, id, input, gambar),
      );
      contentChanges.announce();
      return c.json({ message: MESSAGES.informasiUpdated, data: item });
    })
    .delete("/:id", staff, async (c) => {
      const row = await service.deleteInformasiById(db, readId(c));
      await removeImageIfUnused(db, media, row.gambar);
      contentChanges.announce();
      return c.json({ message: MESSAGES.informasiDeleted });
    });
}

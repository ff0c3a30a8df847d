import { Hono } from "hono";
import { MESSAGES } from "../../common/messages.ts";
import { DokumentasiInputSchema, PageQuerySchema } from "../../common/schemas.ts";
import type { AppDeps } from "../app-deps.ts";
import { requireRole } from "../auth/require-role.ts";
import { toLimitOffset } from "../content/pagination.ts";
import type { AppEnv } from "../http/env.ts";
import { notFound, parseInput } from "../http/errors.ts";
import { readForm, readId } from "../http/read-body.ts";
import { removeImageIfUnused } from "../media/references.ts";
import { withNewImage } from "../media/with-new-image.ts";
import {
  createDokumentasi,
  deleteDokumentasiById,
  getDokumentasiBySlug,
  listAllDokumentasi,
  updateDokumentasiById,
} from "./dokumentasi.service.ts";

export function dokumentasiRouter(deps: AppDeps) {
  const { db, secret, media, contentChanges } = deps;
  const staff = requireRole({ db, secret, roles: ["admin", "editor"] });
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const page = toLimitOffset(parseInput(PageQuerySchema, c.req.query()));
      return c.json(await listAllDokumentasi(db, page));
    })
    .get("/:slug", async (c) => {
      const item = await getDokumentasiBySlug(db, c.req.param("slug"));
      if (!item) throw notFound(MESSAGES.dokumentasiNotFound);
      return c.json(item);
    })
    .post("/", staff, async (c) => {
      const { fields, files } = await readForm(c);
      const input = parseInput(DokumentasiInputSchema, fields);
      const uploaderName = c.get("user").name;
      const item = await withNewImage(deps, files.gambar, async (gambar) => ({
        item: await createDokumentasi(db, { input, gambar, uploaderName }),
      }));
      contentChanges.announce();
      return c.json({ message: MESSAGES.dokumentasiCreated, data: item.item }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = readId(c);
      const { fields, files } = await readForm(c);
      const input = parseInput(DokumentasiInputSchema, fields);
      const uploaderName = c.get("user").name;
      const { item } = await withNewImage(deps, files.gambar, (gambar) =>
        updateDokumentasiById(db, id, { input, gambar, uploaderName }),
      );
      contentChanges.announce();
      return c.json({ message: MESSAGES.dokumentasiUpdated, data: item });
    })
    .delete("/:id", staff, async (c) => {
      const row = await deleteDokumentasiById(db, readId(c));
      await removeImageIfUnused(db, media, row.gambar);
      contentChanges.announce();
      return c.json({ message: MESSAGES.dokumentasiDeleted });
    });
}

import { Hono } from "hono";
import { KoleksiQuerySchema } from "../../common/koleksi/koleksi-query.ts";
import type { AppDeps } from "../app-deps.ts";
import { contentRouter } from "../content/core/content.router.ts";
import { koleksiContent } from "../content/registry.ts";
import { notFound } from "../domain-error.ts";
import type { AppEnv } from "../http/app-env.ts";
import { parseInput } from "../http/errors.ts";
import { readId } from "../http/read-body.ts";
import { readViewer } from "../http/viewer.ts";
import * as service from "./koleksi.service.ts";

/**
 * The core's writes for the collection, with its own reads: the list filtered by `kategori` and
 * `q` (`X-Total-Count` when paged), and each object with its views and IIIF addresses.
 */
export function koleksiRouter(deps: AppDeps) {
  const missing = () => notFound(koleksiContent.kind.words.notFound);
  const own = new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseInput(KoleksiQuerySchema, c.req.query());
      const viewer = await readViewer(c, deps);
      const { items, total } = await service.listKoleksi(deps.db, query, viewer);
      if (total !== undefined) c.header("X-Total-Count", String(total));
      return c.json(items);
    })
    .get("/slug/:slug", async (c) => {
      const viewer = await readViewer(c, deps);
      const item = await service.getKoleksiBySlug(deps.db, c.req.param("slug"), viewer);
      if (!item) throw missing();
      return c.json(item);
    })
    .get("/:id{[0-9]+}", async (c) => {
      const item = await service.getKoleksiById(deps.db, readId(c), await readViewer(c, deps));
      if (!item) throw missing();
      return c.json(item);
    });
  return contentRouter(koleksiContent, deps, own);
}

import type { DokumentasiDetail } from "../../common/api-types.ts";
import { dokumentasiContent, galleryByJenis } from "../content/registry.ts";
import { VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";

/** The item with its gallery, as its page and `GET /api/dokumentasi/{slug}` show it. */
export async function getDokumentasiDetailBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<DokumentasiDetail | undefined> {
  const item = await dokumentasiContent.getBySlug(db, slug, viewer);
  const gallery = galleryByJenis("dokumentasi");
  return item && { ...item, galeri: (await gallery?.list(db, item.id)) ?? [] };
}

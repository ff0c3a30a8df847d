import type { DokumentasiDetail } from "../../common/api-types.ts";
import { dokumentasiContent } from "../content/registry.ts";
import { VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import { listGaleri } from "../galeri/galeri.service.ts";

/** The item with its gallery, as its page and `GET /api/dokumentasi/{slug}` show it. */
export async function getDokumentasiDetailBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<DokumentasiDetail | undefined> {
  const item = await dokumentasiContent.getBySlug(db, slug, viewer);
  return item && { ...item, galeri: await listGaleri(db, item.id) };
}

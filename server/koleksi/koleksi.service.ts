// The collection's reads beyond the core's: a list filtered by category and words, and each object
// with its views and the IIIF addresses of its pictures.

import { iiifInfoOf, iiifManifestOf } from "../../common/koleksi/iiif-paths.ts";
import type { KoleksiQuery } from "../../common/koleksi/koleksi-query.ts";
import type {
  Koleksi,
  KoleksiDetail,
  KoleksiGaleriItem,
} from "../../common/koleksi/koleksi-types.ts";
import { searchTerms } from "../../common/search-terms.ts";
import { toPage } from "../content/pagination.ts";
import { galleryByJenis, koleksiContent } from "../content/registry.ts";
import type { Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import { tileStates } from "../iiif/iiif.repository.ts";
import * as repo from "./koleksi.repository.ts";

type TileStates = Awaited<ReturnType<typeof tileStates>>;

/** The object as the API answers it, with its picture's IIIF addresses and state. */
function withIiif(item: Koleksi, states: TileStates) {
  return {
    ...item,
    gambar_iiif: iiifInfoOf(item.gambar),
    gambar_siap: states.ready.has(item.gambar),
    gambar_gagal: states.failed.has(item.gambar),
    iiif_manifest: iiifManifestOf(item.slug),
  };
}

/** Objects the filter keeps (published ones unless staff ask), and how many in all when paged. */
export async function listKoleksi(db: Db, query: KoleksiQuery, viewer: Viewer) {
  const q = query.q ?? "";
  const filter = {
    kategori: query.kategori,
    terms: searchTerms(q),
    nomor: q || undefined,
    includeDrafts: viewer.staff,
  };
  const page = toPage(query);
  const rows = await repo.listKoleksi(db, filter, page);
  const items = rows.map((row) => koleksiContent.toItem(row));
  const states = await tileStates(
    db,
    items.map((i) => i.gambar),
  );
  const total = page.limit === undefined ? undefined : await repo.countKoleksi(db, filter);
  return { items: items.map((item) => withIiif(item, states)), total };
}

/** The object with its views, each with its IIIF image and whether its tiles are made. */
export async function koleksiDetail(db: Db, item: Koleksi): Promise<KoleksiDetail> {
  const galeri = (await galleryByJenis("koleksi")?.list(db, item.id)) ?? [];
  const states = await tileStates(db, [item.gambar, ...galeri.map((g) => g.gambar)]);
  const views: KoleksiGaleriItem[] = galeri.map((g) => ({
    ...g,
    iiif: iiifInfoOf(g.gambar),
    siap: states.ready.has(g.gambar),
    gagal: states.failed.has(g.gambar),
  }));
  return { ...withIiif(item, states), galeri: views };
}

export async function getKoleksiBySlug(db: Db, slug: string, viewer: Viewer) {
  const item = await koleksiContent.getBySlug(db, slug, viewer);
  return item && koleksiDetail(db, item);
}

export async function getKoleksiById(db: Db, id: number, viewer: Viewer) {
  const item = await koleksiContent.getById(db, id, viewer);
  return item && koleksiDetail(db, item);
}

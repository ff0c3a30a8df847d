// The rows of a kind's gallery (`<table>_galeri`, each naming its item in `<table>_id`).
import type { Kysely } from "kysely";
import { type ContentKind, galleryTableOf } from "../../common/content/kind.ts";
import type { Db } from "../db/create-database.ts";
import type { GaleriRow } from "../db/schema.ts";

// biome-ignore lint/suspicious/noExplicitAny: a gallery's table is named by its kind's declaration
const byName = (db: Db) => db as unknown as Kysely<any>;

/** One picture of a gallery, whatever its kind. */
export type GalleryRow = Omit<GaleriRow, "dokumentasi_id">;

export function listGaleri(db: Db, kind: ContentKind, itemId: number): Promise<GalleryRow[]> {
  const { table, parent } = galleryTableOf(kind);
  return byName(db)
    .selectFrom(table)
    .selectAll()
    .where(parent, "=", itemId)
    .orderBy("id", "asc")
    .execute() as Promise<GalleryRow[]>;
}

export async function countGaleri(db: Db, kind: ContentKind, itemId: number): Promise<number> {
  const { table, parent } = galleryTableOf(kind);
  const row = await byName(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where(parent, "=", itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertGaleri(
  db: Db,
  kind: ContentKind,
  itemId: number,
  row: Omit<GalleryRow, "id">,
): Promise<GalleryRow> {
  const { table, parent } = galleryTableOf(kind);
  return byName(db)
    .insertInto(table)
    .values({ ...row, [parent]: itemId })
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<GalleryRow>;
}

export function deleteGaleri(
  db: Db,
  kind: ContentKind,
  itemId: number,
  id: number,
): Promise<GalleryRow | undefined> {
  const { table, parent } = galleryTableOf(kind);
  return byName(db)
    .deleteFrom(table)
    .where("id", "=", id)
    .where(parent, "=", itemId)
    .returningAll()
    .executeTakeFirst() as Promise<GalleryRow | undefined>;
}

/** True while a picture of any kind's gallery shows the image. */
export async function galleryShows(
  db: Db,
  kinds: readonly ContentKind[],
  path: string,
): Promise<boolean> {
  for (const kind of kinds.filter((k) => k.gallery)) {
    const row = await byName(db)
      .selectFrom(galleryTableOf(kind).table)
      .select("id")
      .where("gambar", "=", path)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

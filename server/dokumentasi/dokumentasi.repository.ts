import { fullText, SEARCH_LIMIT } from "../cari/full-text.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { DokumentasiRow, DokumentasiUpdate, NewDokumentasi } from "../db/schema.ts";

export function listDokumentasi(
  db: Db,
  page?: Page,
  includeDrafts = false,
): Promise<DokumentasiRow[]> {
  let query = db
    .selectFrom("dokumentasi")
    .selectAll()
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc");
  if (!includeDrafts) query = query.where("status", "=", "terbit");
  if (page?.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export function findDokumentasiBySlug(db: Db, slug: string): Promise<DokumentasiRow | undefined> {
  return db.selectFrom("dokumentasi").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function findDokumentasiById(db: Db, id: number): Promise<DokumentasiRow | undefined> {
  return db.selectFrom("dokumentasi").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertDokumentasi(db: Db, row: NewDokumentasi): Promise<DokumentasiRow> {
  return db.insertInto("dokumentasi").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateDokumentasi(
  db: Db,
  id: number,
  changes: DokumentasiUpdate,
): Promise<DokumentasiRow | undefined> {
  return db
    .updateTable("dokumentasi")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDokumentasi(db: Db, id: number): Promise<DokumentasiRow | undefined> {
  return db.deleteFrom("dokumentasi").where("id", "=", id).returningAll().executeTakeFirst();
}

/** Published activities: the length of the list visitors page through. */
export async function countDokumentasi(db: Db): Promise<number> {
  const row = await db
    .selectFrom("dokumentasi")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "terbit")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Items holding every (folded) term, best match first, then newest. */
export function searchDokumentasi(db: Db, terms: string[]): Promise<DokumentasiRow[]> {
  const { matches, score } = fullText(db, "dokumentasi", terms);
  return db
    .selectFrom("dokumentasi")
    .selectAll()
    .where(matches)
    .where("status", "=", "terbit")
    .orderBy(score)
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT)
    .execute();
}

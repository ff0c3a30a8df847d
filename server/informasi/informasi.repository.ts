import { sql } from "kysely";
import { fullText, SEARCH_LIMIT } from "../cari/full-text.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { InformasiRow, InformasiUpdate, NewInformasi } from "../db/schema.ts";

export const POPULAR_COUNT = 5;

export function listInformasi(db: Db, page?: Page): Promise<InformasiRow[]> {
  let query = db
    .selectFrom("informasi")
    .selectAll()
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc");
  if (page?.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export function listPopularInformasi(db: Db) {
  return db
    .selectFrom("informasi")
    .select(["id", "slug", "judul", "views"])
    .orderBy("views", "desc")
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc")
    .limit(POPULAR_COUNT)
    .execute();
}

export function findInformasiById(db: Db, id: number): Promise<InformasiRow | undefined> {
  return db.selectFrom("informasi").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findInformasiBySlug(db: Db, slug: string): Promise<InformasiRow | undefined> {
  return db.selectFrom("informasi").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function insertInformasi(db: Db, row: NewInformasi): Promise<InformasiRow> {
  return db.insertInto("informasi").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateInformasi(
  db: Db,
  id: number,
  changes: InformasiUpdate,
): Promise<InformasiRow | undefined> {
  return db
    .updateTable("informasi")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteInformasi(db: Db, id: number): Promise<InformasiRow | undefined> {
  return db.deleteFrom("informasi").where("id", "=", id).returningAll().executeTakeFirst();
}

/** Adds one view in a single statement, so concurrent increments never lose one. */
export async function incrementViews(db: Db, slug: string): Promise<number | undefined> {
  const row = await db
    .updateTable("informasi")
    .set({ views: sql<number>`views + 1` })
    .where("slug", "=", slug)
    .returning("views")
    .executeTakeFirst();
  return row?.views;
}

/** Sets the view count outright (the demo seed's starting numbers). */
export async function setViews(db: Db, id: number, views: number): Promise<void> {
  await db.updateTable("informasi").set({ views }).where("id", "=", id).execute();
}

export async function countInformasi(db: Db): Promise<number> {
  const row = await db
    .selectFrom("informasi")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Items holding every (folded) term, best match first, then newest. */
export function searchInformasi(db: Db, terms: string[]): Promise<InformasiRow[]> {
  const { matches, score } = fullText(db, "informasi", terms);
  return db
    .selectFrom("informasi")
    .selectAll()
    .where(matches)
    .orderBy(score)
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT)
    .execute();
}

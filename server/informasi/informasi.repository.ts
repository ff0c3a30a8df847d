import { sql } from "kysely";
import { fullText, SEARCH_LIMIT } from "../cari/full-text.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { InformasiRow, InformasiUpdate, NewInformasi } from "../db/schema.ts";

export const POPULAR_COUNT = 5;

export function listInformasi(db: Db, page?: Page, includeDrafts = false): Promise<InformasiRow[]> {
  let query = db
    .selectFrom("informasi")
    .selectAll()
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc");
  if (!includeDrafts) query = query.where("status", "=", "terbit");
  if (page?.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export function listPopularInformasi(db: Db) {
  return db
    .selectFrom("informasi")
    .select(["id", "slug", "judul", "views", "judul_en"])
    .where("status", "=", "terbit")
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

/**
 * Adds each slug's views in one transaction (one commit for the whole group); the new totals by
 * slug, without the slugs no item has. Each update is a single statement, so concurrent groups of
 * other server copies never lose a view.
 */
export function addViews(
  db: Db,
  added: ReadonlyArray<{ slug: string; views: number }>,
): Promise<Map<string, number>> {
  return db.transaction().execute(async (trx) => {
    const totals = new Map<string, number>();
    for (const { slug, views } of added) {
      const row = await trx
        .updateTable("informasi")
        .set({ views: sql<number>`views + ${views}` })
        .where("slug", "=", slug)
        .where("status", "=", "terbit")
        .returning("views")
        .executeTakeFirst();
      if (row) totals.set(slug, Number(row.views));
    }
    return totals;
  });
}

/** Sets the view count outright (the demo seed's starting numbers). */
export async function setViews(db: Db, id: number, views: number): Promise<void> {
  await db.updateTable("informasi").set({ views }).where("id", "=", id).execute();
}

/** Published articles: the length of the list visitors page through. */
export async function countInformasi(db: Db): Promise<number> {
  const row = await db
    .selectFrom("informasi")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "terbit")
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
    .where("status", "=", "terbit")
    .orderBy(score)
    .orderBy("tanggal", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT)
    .execute();
}

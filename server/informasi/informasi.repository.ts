import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

export const POPULAR_COUNT = 5;

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

/** A published item's view count as it stands, or undefined when no published item has the slug. */
export async function publishedViews(db: Db, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("informasi")
    .select("views")
    .where("slug", "=", slug)
    .where("status", "=", "terbit")
    .executeTakeFirst();
  return row ? Number(row.views) : undefined;
}

/** Sets the view count outright (the demo seed's starting numbers). */
export async function setViews(db: Db, id: number, views: number): Promise<void> {
  await db.updateTable("informasi").set({ views }).where("id", "=", id).execute();
}

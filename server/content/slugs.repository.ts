import type { Kysely } from "kysely";
import type { Db } from "../db/create-database.ts";

/** The table of a kind of content (its declaration's `table`). */
export type SluggedTable = string;

/** The table of an item kind's earlier slugs. */
export const oldSlugsOf = (table: SluggedTable) => `${table}_slug_lama`;

// biome-ignore lint/suspicious/noExplicitAny: a kind's tables are named by its declaration
const byName = (db: Db) => db as unknown as Kysely<any>;

/**
 * Slugs that are `base` or `base-…` and belong to another item than `exceptId`: as its current
 * slug, or as an earlier one that still redirects to it.
 */
export async function findSlugsLike(
  db: Db,
  table: SluggedTable,
  base: string,
  exceptId?: number,
): Promise<Set<string>> {
  let current = byName(db)
    .selectFrom(table)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  let earlier = byName(db)
    .selectFrom(oldSlugsOf(table))
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptId !== undefined) {
    current = current.where("id", "!=", exceptId);
    earlier = earlier.where("item_id", "!=", exceptId);
  }
  const rows = [...(await current.execute()), ...(await earlier.execute())];
  return new Set(rows.map((r) => String(r.slug)));
}

/** The id of the item an earlier slug belongs to. */
export async function findItemIdByOldSlug(
  db: Db,
  table: SluggedTable,
  slug: string,
): Promise<number | undefined> {
  const row = await byName(db)
    .selectFrom(oldSlugsOf(table))
    .select("item_id")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.item_id);
}

export async function insertOldSlug(
  db: Db,
  table: SluggedTable,
  itemId: number,
  slug: string,
): Promise<void> {
  await byName(db)
    .insertInto(oldSlugsOf(table))
    .values({ slug, item_id: itemId, created_at: new Date().toISOString() })
    .execute();
}

/** Drops an item's earlier slug (it became the current one again). */
export async function deleteOldSlug(
  db: Db,
  table: SluggedTable,
  itemId: number,
  slug: string,
): Promise<void> {
  await byName(db)
    .deleteFrom(oldSlugsOf(table))
    .where("slug", "=", slug)
    .where("item_id", "=", itemId)
    .execute();
}

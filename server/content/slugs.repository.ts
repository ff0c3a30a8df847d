import type { Db } from "../db/create-database.ts";

export type SluggedTable = "informasi" | "dokumentasi";

/** Slugs in the table that are `base` or `base-…`, other than the item's own. */
export async function findSlugsLike(
  db: Db,
  table: SluggedTable,
  base: string,
  exceptId?: number,
): Promise<Set<string>> {
  let query = db
    .selectFrom(table)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return new Set((await query.execute()).map((r) => r.slug));
}

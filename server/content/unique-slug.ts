import { MESSAGES } from "../../common/messages.ts";
import { slugify } from "../../common/slugify.ts";
import type { Db } from "../db/create-database.ts";
import { ApiError } from "../http/errors.ts";

type SluggedTable = "informasi" | "dokumentasi";

/** The title's slug, made unique in the table with -2, -3 … (an item keeps its own slug on edit). */
export async function uniqueSlug(
  db: Db,
  table: SluggedTable,
  title: string,
  ownId?: number,
): Promise<string> {
  const base = slugify(title);
  if (!base) throw new ApiError(400, MESSAGES.emptySlug, { judul: MESSAGES.emptySlug });
  let query = db
    .selectFrom(table)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (ownId !== undefined) query = query.where("id", "!=", ownId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

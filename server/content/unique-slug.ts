import { MESSAGES } from "../../common/messages.ts";
import { slugify } from "../../common/slugify.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import { findSlugsLike, type SluggedTable } from "./slugs.repository.ts";

/** The title's slug, made unique in the table with -2, -3 … (an item keeps its own slug on edit). */
export async function uniqueSlug(
  db: Db,
  table: SluggedTable,
  title: string,
  ownId?: number,
): Promise<string> {
  const base = slugify(title);
  if (!base) throw new DomainError("invalid", MESSAGES.emptySlug, { judul: MESSAGES.emptySlug });
  const taken = await findSlugsLike(db, table, base, ownId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

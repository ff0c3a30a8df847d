import { MESSAGES } from "../../common/messages.ts";
import { slugify } from "../../common/slugify.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError } from "../domain-error.ts";
import {
  deleteOldSlug,
  findSlugsLike,
  insertOldSlug,
  type SluggedTable,
} from "./slugs.repository.ts";

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

/**
 * Records an item's change of slug: the old one keeps answering (301 on pages, the item in the
 * API) and stays taken; a slug the item had before and takes again is current, not earlier.
 */
export async function moveSlug(
  db: Db,
  table: SluggedTable,
  itemId: number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await deleteOldSlug(db, table, itemId, to);
  await insertOldSlug(db, table, itemId, from);
}

import type { ContentStatus } from "../../common/schemas.ts";
import type { Db } from "../db/create-database.ts";
import { findItemIdByOldSlug, type SluggedTable } from "./slugs.repository.ts";

/**
 * Who is reading content: staff see drafts; a visitor sees published items only, except the one
 * item a valid preview ticket names (the back office's preview of a page).
 */
export type Viewer = { staff: boolean; previewId?: number };

export const VISITOR: Viewer = { staff: false };
export const STAFF: Viewer = { staff: true };

export function canSee(viewer: Viewer, row: { id: number; status: ContentStatus }): boolean {
  return row.status === "terbit" || viewer.staff || viewer.previewId === row.id;
}

type Finders<Row> = {
  bySlug: (db: Db, slug: string) => Promise<Row | undefined>;
  byId: (db: Db, id: number) => Promise<Row | undefined>;
};

/** The item whose current slug this is, or else the item that once had it. */
export async function findBySlugOrOld<Row>(
  db: Db,
  table: SluggedTable,
  slug: string,
  find: Finders<Row>,
): Promise<Row | undefined> {
  const current = await find.bySlug(db, slug);
  if (current) return current;
  const id = await findItemIdByOldSlug(db, table, slug);
  return id === undefined ? undefined : find.byId(db, id);
}

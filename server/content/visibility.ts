import type { ContentStatus } from "../../common/schemas/content.schema.ts";
import type { Db } from "../db/create-database.ts";
import { isStorableText } from "../db/storable-text.ts";
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

type Visible = { id: number; status: ContentStatus };

/**
 * The item whose current slug this is, or else the item that once had it; undefined when the
 * viewer may not see it (its `slug` is the current one, which pages compare to redirect).
 */
export async function findVisibleBySlug<Row extends Visible>(
  db: Db,
  table: SluggedTable,
  slug: string,
  viewer: Viewer,
  find: Finders<Row>,
): Promise<Row | undefined> {
  if (!isStorableText(slug)) return undefined;
  let row = await find.bySlug(db, slug);
  if (!row) {
    const id = await findItemIdByOldSlug(db, table, slug);
    row = id === undefined ? undefined : await find.byId(db, id);
  }
  return row && canSee(viewer, row) ? row : undefined;
}

/** The item with this id, when the viewer may see it. */
export async function findVisibleById<Row extends Visible>(
  db: Db,
  id: number,
  viewer: Viewer,
  find: Finders<Row>,
): Promise<Row | undefined> {
  const row = await find.byId(db, id);
  return row && canSee(viewer, row) ? row : undefined;
}

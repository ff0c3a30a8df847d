// The rows of every kind of content, addressed by the table its declaration names.
import { type Kysely, sql } from "kysely";
import type { ContentKind } from "../../../common/content/kind.ts";
import { fullText, SEARCH_LIMIT } from "../../cari/full-text.ts";
import type { Db } from "../../db/create-database.ts";
import type { Page } from "../pagination.ts";
import type { ContentRow } from "./content-row.ts";

// biome-ignore lint/suspicious/noExplicitAny: a kind's table is named by its declaration, not the typed schema
type ByName = Kysely<any>;
const byName = (db: Db) => db as unknown as ByName;

/** Published items, newest first; with `includeDrafts`, every item. */
export function listItems(
  db: Db,
  kind: ContentKind,
  page?: Page,
  includeDrafts = false,
): Promise<ContentRow[]> {
  let query = byName(db)
    .selectFrom(kind.table)
    .selectAll()
    .orderBy(kind.listOrder, "desc")
    .orderBy("id", "desc");
  if (!includeDrafts) query = query.where("status", "=", "terbit");
  if (page?.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute() as Promise<ContentRow[]>;
}

/** Published items: the length of the list visitors page through. */
export async function countPublished(db: Db, kind: ContentKind): Promise<number> {
  const row = await byName(db)
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "terbit")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The one item whose key column holds this value. */
function findItemWhere(
  db: Db,
  kind: ContentKind,
  column: "id" | "slug",
  value: number | string,
): Promise<ContentRow | undefined> {
  return byName(db)
    .selectFrom(kind.table)
    .selectAll()
    .where(column, "=", value)
    .executeTakeFirst() as Promise<ContentRow | undefined>;
}

export function findItemById(db: Db, kind: ContentKind, id: number) {
  return findItemWhere(db, kind, "id", id);
}

export function findItemBySlug(db: Db, kind: ContentKind, slug: string) {
  return findItemWhere(db, kind, "slug", slug);
}

/** Another item (not `exceptId`) whose column holds the value, ignoring case. */
export async function holdsValueElsewhere(
  db: Db,
  kind: ContentKind,
  column: string,
  value: string,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = byName(db)
    .selectFrom(kind.table)
    .select("id")
    .where(sql`lower(${sql.ref(column)})`, "=", value.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertItem(
  db: Db,
  kind: ContentKind,
  row: Record<string, unknown>,
): Promise<ContentRow> {
  return byName(db)
    .insertInto(kind.table)
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<ContentRow>;
}

/** Writes the changes; with `standingVersi`, only while the row is still at that version. */
export function updateItem(
  db: Db,
  kind: ContentKind,
  id: number,
  changes: Record<string, unknown>,
  standingVersi?: number,
): Promise<ContentRow | undefined> {
  let query = byName(db).updateTable(kind.table).set(changes).where("id", "=", id);
  if (standingVersi !== undefined) query = query.where("versi", "=", standingVersi);
  return query.returningAll().executeTakeFirst() as Promise<ContentRow | undefined>;
}

export function deleteItem(db: Db, kind: ContentKind, id: number): Promise<ContentRow | undefined> {
  return byName(db)
    .deleteFrom(kind.table)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst() as Promise<ContentRow | undefined>;
}

/** Published items holding every (folded) term, best match first, then newest. */
export function searchItems(db: Db, kind: ContentKind, terms: string[]): Promise<ContentRow[]> {
  const { matches, score } = fullText(db, kind.table, terms);
  return byName(db)
    .selectFrom(kind.table)
    .selectAll()
    .where(matches)
    .where("status", "=", "terbit")
    .orderBy(score)
    .orderBy(kind.listOrder, "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT)
    .execute() as Promise<ContentRow[]>;
}

/** True while a row of the kind shows the image: as its picture or anywhere in its rich text. */
export async function showsImage(
  db: Db,
  kind: ContentKind,
  path: string,
  textColumns: readonly string[],
  shown: string | undefined,
): Promise<boolean> {
  const row = await byName(db)
    .selectFrom(kind.table)
    .select("id")
    .where((eb) =>
      eb.or([
        ...(kind.picture ? [eb("gambar", "=", path)] : []),
        ...(shown ? textColumns.map((column) => eb(column, "like", shown)) : []),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** Titles of a kind's items by slug (naming the pages most read). */
export async function titlesBySlug(
  db: Db,
  kind: ContentKind,
  slugs: readonly string[],
): Promise<Map<string, { judul: string; judul_en: string }>> {
  if (!slugs.length) return new Map();
  const rows = await byName(db)
    .selectFrom(kind.table)
    .select(["slug", "judul", "judul_en"])
    .where("slug", "in", [...slugs])
    .execute();
  return new Map(
    rows.map((r) => [
      String(r.slug),
      { judul: String(r.judul), judul_en: String(r.judul_en ?? "") },
    ]),
  );
}

// A kind's table made from its declaration (docs/adding-a-kind.md, step 2): every column the
// content core reads and writes, on SQLite and PostgreSQL. A kind's migration calls
// `createKindTable`; a migration for a field added later calls `addKindColumns`. Unlike the
// migrations of the hand-written tables, these read the declaration as it is now: a column
// declared later is added by the later migration, one already there is left as it is.
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { type ContentKind, englishColumns } from "../../common/content/kind.ts";
import { isPostgres, withId } from "./migration-columns.ts";
import { createSqliteSearch } from "./migrations/2026-11-25T10-english-search.ts";

/** One column of a kind's table: its type, whether it may be null, and its default. */
export type KindColumn = {
  name: string;
  type: "text" | "integer";
  notNull: boolean;
  /** `undefined`: none (every write gives it). */
  defaultValue?: string | number;
};

const text = (name: string, defaultValue?: string): KindColumn => ({
  name,
  type: "text",
  notNull: true,
  defaultValue,
});

/** The columns the search reads (server/cari), in its index's order. */
export const SEARCHED_COLUMNS = ["judul", "deskripsi", "judul_en", "deskripsi_en"] as const;

/** Every column of a kind's table but `id`, from its declaration. */
export function kindColumns(kind: ContentKind): KindColumn[] {
  const fields = Object.entries(kind.fields).map(([name, field]): KindColumn => {
    const stored = field.stored ?? {};
    const nullable = stored.nullable === true;
    const defaultValue = nullable ? undefined : stored.default === undefined ? "" : stored.default;
    return {
      name,
      type: stored.type ?? "text",
      notNull: !nullable,
      defaultValue: defaultValue ?? undefined,
    };
  });
  return [
    text("slug"),
    ...fields,
    text("status", "terbit"),
    ...(kind.picture ? [text("gambar", ""), text("keterangan_gambar", "")] : []),
    ...englishColumns(kind).map((name) => text(name, "")),
    ...kind.counters.map(
      (name): KindColumn => ({ name, type: "integer", notNull: true, defaultValue: 0 }),
    ),
    text("created_at"),
    text("updated_at"),
    // What the desk keeps of every kind: its version, who wrote it, when it publishes itself.
    { name: "versi", type: "integer", notNull: true, defaultValue: 1 },
    text("diubah_oleh", ""),
    { name: "terbit_pada", type: "text", notNull: false },
  ];
}

const shape = (column: KindColumn) => (col: ColumnDefinitionBuilder) => {
  let built = column.notNull ? col.notNull() : col;
  if (column.defaultValue !== undefined) built = built.defaultTo(column.defaultValue);
  if (column.name === "slug") built = built.unique();
  if (column.name === "status") built = built.check(sql`status in ('terbit', 'draf', 'terjadwal')`);
  return built;
};

/**
 * Creates a kind's table, its earlier slugs (`<table>_slug_lama`) and, for a searchable kind on
 * SQLite, its full-text index (PostgreSQL searches at query time: server/cari/full-text.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations address tables by name
export async function createKindTable(db: Kysely<any>, kind: ContentKind): Promise<void> {
  let table = db.schema.createTable(kind.table).addColumn("id", "integer", withId(db));
  for (const column of kindColumns(kind)) {
    table = table.addColumn(column.name, column.type, shape(column));
  }
  await table.execute();
  await db.schema
    .createTable(`${kind.table}_slug_lama`)
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("item_id", "integer", (c) =>
      c.notNull().references(`${kind.table}.id`).onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(`${kind.table}_slug_lama_item_idx`)
    .on(`${kind.table}_slug_lama`)
    .column("item_id")
    .execute();
  if (kind.searchable && !isPostgres(db)) {
    await createSqliteSearch(db, kind.table, SEARCHED_COLUMNS);
  }
}

/**
 * Adds the columns a kind declares that its table lacks (a field declared after its table was
 * made). Rows already there need a value: such a field is declared nullable or with a default.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations address tables by name
export async function addKindColumns(db: Kysely<any>, kind: ContentKind): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const existing = new Set(
    tables.find((t) => t.name === kind.table)?.columns.map((c) => c.name) ?? [],
  );
  const missing = kindColumns(kind).filter((column) => !existing.has(column.name));
  for (const column of missing) {
    if (column.notNull && column.defaultValue === undefined) {
      throw new Error(
        `${kind.table}.${column.name}: a field added to a table with rows needs stored.default or stored.nullable`,
      );
    }
    await db.schema
      .alterTable(kind.table)
      .addColumn(column.name, column.type, shape(column))
      .execute();
  }
  return missing.map((column) => column.name);
}

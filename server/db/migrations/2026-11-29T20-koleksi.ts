import { type Kysely, PostgresAdapter, sql } from "kysely";
import { koleksiKind } from "../../../common/content/koleksi.kind.ts";
import { createKindTable } from "../kind-table.ts";
import { dropSqliteSearch } from "./2026-11-25T10-english-search.ts";

// The table, its earlier slugs and its SQLite search follow the declaration (createKindTable);
// the rest is written here.

/**
 * The museum collection (`koleksi`, a kind of content: docs/adding-a-kind.md) with its gallery of
 * views, its inventory numbers unique ignoring case, and (SQLite) its search index; and the IIIF
 * tiles of collection pictures: `iiif_gambar` says which picture's tiles are made (or being made,
 * by which server copy since when), `iiif_ubin` holds the tile files when the media live in the
 * database (docs/decisions/146-iiif-tiles.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const text = (name: string) => (c: any) => c.notNull().defaultTo(name);
  await createKindTable(db, koleksiKind);
  await sql`create unique index koleksi_nomor_inventaris on koleksi (lower(nomor_inventaris))`.execute(
    db,
  );
  await db.schema
    .createTable("koleksi_galeri")
    .addColumn("id", "integer", (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("koleksi_id", "integer", (c) =>
      c.notNull().references("koleksi.id").onDelete("cascade"),
    )
    .addColumn("gambar", "text", (c) => c.notNull())
    .addColumn("keterangan", "text", text(""))
    .addColumn("keterangan_en", "text", text(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("koleksi_galeri_koleksi_id")
    .on("koleksi_galeri")
    .column("koleksi_id")
    .execute();
  await db.schema
    .createTable("iiif_gambar")
    .addColumn("gambar", "text", (c) => c.primaryKey())
    .addColumn("lebar", "integer")
    .addColumn("tinggi", "integer")
    .addColumn("siap", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("diklaim_pada", "text")
    .addColumn("gagal", "text")
    .execute();
  await db.schema
    .createTable("iiif_ubin")
    .addColumn("gambar", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("data", isPostgres ? "bytea" : "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("iiif_ubin_pk", ["gambar", "path"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await dropSqliteSearch(db, "koleksi");
  for (const name of [
    "iiif_ubin",
    "iiif_gambar",
    "koleksi_galeri",
    "koleksi_slug_lama",
    "koleksi",
  ]) {
    await db.schema.dropTable(name).execute();
  }
}

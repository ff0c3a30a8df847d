import { type Kysely, PostgresAdapter, sql } from "kysely";
import { createSqliteSearch, dropSqliteSearch } from "./2026-11-25T10-english-search.ts";

// Frozen in time: this file never imports application code.

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
  let table = db.schema
    .createTable("koleksi")
    .addColumn("id", "integer", (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("judul", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("deskripsi", "text", text(""))
    .addColumn("nomor_inventaris", "text", (c) => c.notNull())
    .addColumn("kategori", "text", text("lainnya"))
    .addColumn("lisensi", "text", text("inc"));
  for (const column of ["bahan", "periode", "asal", "ukuran", "lokasi"]) {
    table = table.addColumn(column, "text", text(""));
  }
  for (const twin of ["judul_en", "deskripsi_en", "bahan_en", "periode_en", "asal_en"]) {
    table = table.addColumn(twin, "text", text(""));
  }
  await table
    .addColumn("gambar", "text", text(""))
    .addColumn("keterangan_gambar", "text", text(""))
    .addColumn("keterangan_gambar_en", "text", text(""))
    .addColumn("status", "text", text("terbit"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("versi", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("diubah_oleh", "text", text(""))
    .addColumn("terbit_pada", "text")
    .execute();
  await sql`create unique index koleksi_nomor_inventaris on koleksi (lower(nomor_inventaris))`.execute(
    db,
  );
  await db.schema
    .createTable("koleksi_slug_lama")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("item_id", "integer", (c) =>
      c.notNull().references("koleksi.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
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
  if (!isPostgres) {
    await createSqliteSearch(db, "koleksi", ["judul", "deskripsi", "judul_en", "deskripsi_en"]);
  }
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

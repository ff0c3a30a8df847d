import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { PostgresAdapter, sql } from "kysely";

// Frozen in time: this file never imports application code.

type Table = CreateTableBuilder<string, never>;

function withId(db: Kysely<any>, table: Table): Table {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return table.addColumn("id", "integer", (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo("");

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("users"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'editor')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("no_whatsapp", "text", text)
    .addColumn("email", "text", text)
    .addColumn("alamat", "text", text)
    .addColumn("deskripsi_footer", "text", text)
    .addColumn("deskripsi_kesultanan", "text", text)
    .addColumn("gambar_struktur", "text", text)
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("texts")
    .addColumn("type", "text", (c) => c.primaryKey())
    .addColumn("content", "text", text)
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  for (const name of ["dokumentasi", "informasi"]) {
    let table = withId(db, db.schema.createTable(name))
      .addColumn("judul", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("deskripsi", "text", text)
      .addColumn("gambar", "text", text)
      .addColumn("tanggal", "text", (c) => c.notNull());
    table =
      name === "dokumentasi"
        ? table.addColumn("uploaded", "text", text)
        : table.addColumn("views", "integer", (c) => c.notNull().defaultTo(0));
    await table
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${name}_tanggal_idx`)
      .on(name)
      .columns(["tanggal desc", "id desc"])
      .execute();
  }
  await db.schema
    .createIndex("informasi_popular_idx")
    .on("informasi")
    .columns(["views desc", "tanggal desc", "id desc"])
    .execute();

  await withId(db, db.schema.createTable("login_attempts"))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_lookup_idx")
    .on("login_attempts")
    .columns(["username", "ip", "attempted_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "login_attempts",
    "informasi",
    "dokumentasi",
    "texts",
    "settings",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

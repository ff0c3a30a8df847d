import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { PostgresAdapter } from "kysely";

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("riwayat")
    .addColumn("id", "integer", (col: ColumnDefinitionBuilder) =>
      isPostgres
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn("waktu", "text", (c) => c.notNull())
    .addColumn("pengguna", "text", (c) => c.notNull())
    .addColumn("aksi", "text", (c) => c.notNull())
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("riwayat_pengguna_idx")
    .on("riwayat")
    .columns(["pengguna", "id"])
    .execute();
  await db.schema.createIndex("riwayat_jenis_idx").on("riwayat").columns(["jenis", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("riwayat").execute();
}

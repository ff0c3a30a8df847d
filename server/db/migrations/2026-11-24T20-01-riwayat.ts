import type { Kysely } from "kysely";
import { withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("riwayat")
    .addColumn("id", "integer", withId(db))
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

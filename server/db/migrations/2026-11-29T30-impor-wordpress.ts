import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Moving from WordPress (decision 150): `pengalihan`, the old addresses answered with 301 and where
 * each leads; `impor_sumber`, what each source item became (keyed by the source's own id, so a
 * second run updates instead of creating twice) with a fingerprint of what it was; `impor_gambar`,
 * which stored upload each source picture became, so a picture is fetched and stored once;
 * `impor_tugas`, a back-office import's progress and report (read by any server copy).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pengalihan")
    .addColumn("dari", "text", (c) => c.primaryKey())
    .addColumn("ke", "text", (c) => c.notNull())
    .addColumn("dibuat", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("impor_sumber")
    .addColumn("sumber", "text", (c) => c.primaryKey())
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("sidik", "text", (c) => c.notNull())
    .addColumn("diimpor", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("impor_gambar")
    .addColumn("sumber", "text", (c) => c.primaryKey())
    .addColumn("gambar", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("impor_tugas")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("selesai", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("laporan", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dibuat", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("impor_tugas").execute();
  await db.schema.dropTable("impor_gambar").execute();
  await db.schema.dropTable("impor_sumber").execute();
  await db.schema.dropTable("pengalihan").execute();
}

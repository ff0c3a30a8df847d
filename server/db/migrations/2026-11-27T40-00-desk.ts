import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { PostgresAdapter, sql } from "kysely";

// Frozen in time: this file never imports application code.

/** Every editable thing's table: each carries its `versi` and who wrote that version. */
const VERSIONED = ["informasi", "dokumentasi", "texts", "settings", "kunjungan", "hero", "users"];

/**
 * A desk a team can trust: `versi` (raised by each write) and `diubah_oleh` on every editable
 * thing, the versions before each write (`revisi`), who has which form open (`penyuntingan`),
 * and when a scheduled item publishes (`terbit_pada`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn("versi", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("diubah_oleh", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  for (const table of ["informasi", "dokumentasi"]) {
    await db.schema.alterTable(table).addColumn("terbit_pada", "text").execute();
    await allowStatuses(db, table, isPostgres, ["terbit", "draf", "terjadwal"]);
  }
  await db.schema
    .createTable("revisi")
    .addColumn("id", "integer", (col: ColumnDefinitionBuilder) =>
      isPostgres
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("versi", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("pengguna", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("waktu", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revisi_item_idx")
    .on("revisi")
    .columns(["jenis", "item_id", "id"])
    .execute();
  await db.schema
    .createTable("penyuntingan")
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("nama", "text", (c) => c.notNull())
    .addColumn("sejak", "text", (c) => c.notNull())
    .addColumn("terakhir", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("penyuntingan_pk", ["jenis", "item_id", "user_id"])
    .execute();
}

/**
 * Replaces the check of `status` with one allowing `statuses`. PostgreSQL swaps the constraint;
 * SQLite cannot, so the column is copied into a new one that carries the new check.
 */
async function allowStatuses(
  db: Kysely<any>,
  table: string,
  isPostgres: boolean,
  statuses: string[],
): Promise<void> {
  const allowed = sql.join(statuses.map((s) => sql.lit(s)));
  if (isPostgres) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_status_check`)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_status_check`)} check (status in (${allowed}))`.execute(
      db,
    );
    return;
  }
  await db.schema
    .alterTable(table)
    .addColumn("status_baru", "text", (c) =>
      c.notNull().defaultTo("terbit").check(sql`status_baru in (${allowed})`),
    )
    .execute();
  await db
    .updateTable(table)
    .set({ status_baru: sql.ref("status") })
    .execute();
  await db.schema.alterTable(table).dropColumn("status").execute();
  await db.schema.alterTable(table).renameColumn("status_baru", "status").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("penyuntingan").execute();
  await db.schema.dropTable("revisi").execute();
  for (const table of ["informasi", "dokumentasi"]) {
    await db.updateTable(table).set({ status: "draf" }).where("status", "=", "terjadwal").execute();
    await allowStatuses(db, table, isPostgres, ["terbit", "draf"]);
    await db.schema.alterTable(table).dropColumn("terbit_pada").execute();
  }
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn("diubah_oleh").execute();
    await db.schema.alterTable(table).dropColumn("versi").execute();
  }
}

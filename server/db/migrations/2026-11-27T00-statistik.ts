import type { CreateTableBuilder, Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

/** On SQLite the key is the table (no rowid beside it): a day's rows are stored once. */
const keyedByPrimaryKey =
  (db: Kysely<any>) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    isPostgres(db) ? table : table.modifyEnd(sql`without rowid`);

/**
 * Visitor statistics as daily sums, never single visits (docs/decisions/080): views per day and
 * page, referring site and device class; searches per day and normalised words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("statistik_harian")
    // The day in Asia/Jakarta, `YYYY-MM-DD`.
    .addColumn("hari", "text", (c) => c.notNull())
    .addColumn("dimensi", "text", (c) =>
      c.notNull().check(sql`dimensi in ('halaman', 'perujuk', 'perangkat')`),
    )
    .addColumn("nilai", "text", (c) => c.notNull())
    .addColumn("tayangan", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("statistik_harian_pk", ["hari", "dimensi", "nilai"])
    .$call(keyedByPrimaryKey(db))
    .execute();
  await db.schema
    .createTable("statistik_pencarian")
    .addColumn("hari", "text", (c) => c.notNull())
    .addColumn("q", "text", (c) => c.notNull())
    .addColumn("jumlah", "integer", (c) => c.notNull())
    // How many results the search found the last time it was made that day.
    .addColumn("hasil", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("statistik_pencarian_pk", ["hari", "q"])
    .$call(keyedByPrimaryKey(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("statistik_pencarian").execute();
  await db.schema.dropTable("statistik_harian").execute();
}

import type { Kysely } from "kysely";
import { withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

const SETTINGS_COLUMNS = ["teks_sambutan", "gambar_sambutan", "peta_lintang", "peta_bujur"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hero")
    .addColumn("id", "integer", withId(db))
    .addColumn("gambar", "text", (c) => c.notNull())
    .addColumn("keterangan", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("urutan", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  for (const column of SETTINGS_COLUMNS) {
    await db.schema
      .alterTable("settings")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of SETTINGS_COLUMNS) {
    await db.schema.alterTable("settings").dropColumn(column).execute();
  }
  await db.schema.dropTable("hero").execute();
}

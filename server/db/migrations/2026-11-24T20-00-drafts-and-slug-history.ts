import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen in time: this file never imports application code.

const CONTENT_TABLES = ["informasi", "dokumentasi"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("terbit").check(sql`status in ('terbit', 'draf')`),
      )
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("keterangan_gambar", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // Earlier slugs of an item: each answers a 301 to the item's page and stays taken.
    await db.schema
      .createTable(`${table}_slug_lama`)
      .addColumn("slug", "text", (c) => c.primaryKey())
      .addColumn("item_id", "integer", (c) =>
        c.notNull().references(`${table}.id`).onDelete("cascade"),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex(`${table}_slug_lama_item_idx`)
      .on(`${table}_slug_lama`)
      .column("item_id")
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema.dropTable(`${table}_slug_lama`).execute();
    await db.schema.alterTable(table).dropColumn("keterangan_gambar").execute();
    await db.schema.alterTable(table).dropColumn("status").execute();
  }
}

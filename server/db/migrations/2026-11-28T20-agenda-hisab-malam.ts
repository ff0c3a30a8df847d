import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * An agenda item's reckoning (`hisab`: "islam", the tabular Islamic calendar as before, or "aboge",
 * the Javanese Aboge calendar) and its evening (`malam`: null, "hari_itu" or "sebelumnya"). Items
 * already written keep the Islamic reckoning and their day. The same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("agenda")
    .addColumn("hisab", "text", (c) => c.notNull().defaultTo("islam"))
    .execute();
  await db.schema.alterTable("agenda").addColumn("malam", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("agenda").dropColumn("malam").execute();
  await db.schema.alterTable("agenda").dropColumn("hisab").execute();
}

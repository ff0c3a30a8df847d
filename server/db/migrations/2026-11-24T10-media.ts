import type { Kysely } from "kysely";
import { PostgresAdapter } from "kysely";

// Frozen in time: this file never imports application code.

/** Uploaded images kept in the database (MEDIA_STORE=database): one row per stored file. */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("media")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("data", isPostgres ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("stored_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("media").execute();
}

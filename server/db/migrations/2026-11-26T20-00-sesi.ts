import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * One row per sign-in: a token names its session, and a token whose session row is gone is
 * refused. `id` is random (never reused, not guessable from another session's id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sesi")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("alamat", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("dibuat", "text", (c) => c.notNull())
    .addColumn("terakhir", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sesi_user_idx").on("sesi").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sesi").execute();
}

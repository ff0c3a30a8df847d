import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/** `Wajib_2FA`: "ya" makes every admin enrol a second step before doing anything else. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("settings")
    .addColumn("wajib_2fa", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("settings").dropColumn("wajib_2fa").execute();
}

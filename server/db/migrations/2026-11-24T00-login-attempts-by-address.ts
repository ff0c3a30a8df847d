import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/** Failed logins are also counted per address across usernames: that count needs its own index. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("login_attempts_address_idx")
    .on("login_attempts")
    .columns(["ip", "attempted_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("login_attempts_address_idx").execute();
}

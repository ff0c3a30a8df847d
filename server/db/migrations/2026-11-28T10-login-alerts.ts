import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Wrong passwords and codes count per account too (decision 106): the account-wide count needs its
 * own index, and `login_alerts` remembers each guessed account's episode, so its owner is mailed
 * once per episode and not once per try.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("login_attempts_account_idx")
    .on("login_attempts")
    .columns(["username", "attempted_at"])
    .execute();
  await db.schema
    .createTable("login_alerts")
    .addColumn("username", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_alerts").execute();
  await db.schema.dropIndex("login_attempts_account_idx").execute();
}

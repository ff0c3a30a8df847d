import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

export async function up(db: Kysely<any>): Promise<void> {
  // Unix seconds: a token issued before it is refused. 0 keeps the tokens of existing accounts.
  await db.schema
    .alterTable("users")
    .addColumn("tokens_valid_from", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("tokens_valid_from").execute();
}

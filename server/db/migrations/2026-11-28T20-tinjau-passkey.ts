import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * `tinjau_passkey`: 1 after a password reset or an admin's new password while the account had
 * passkeys: Akun Saya asks the person to review them (one made by a thief would still sign in).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("tinjau_passkey", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("tinjau_passkey").execute();
}

import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Two-step sign-in by authenticator app. On users: `totp_rahasia` the confirmed secret (null: off),
 * `totp_calon` a secret shown for enrolment and not yet confirmed, `totp_langkah` the last time step
 * whose code was accepted (a code is never accepted twice). `kode_cadangan`: the hashes of the
 * one-use recovery codes. `tiket_login`: the five-minute ticket between password and code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_rahasia", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_calon", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_langkah", "integer").execute();
  await db.schema
    .createTable("kode_cadangan")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("dipakai", "text")
    .addPrimaryKeyConstraint("kode_cadangan_pk", ["user_id", "hash"])
    .execute();
  await db.schema
    .createTable("tiket_login")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("berakhir", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tiket_login").execute();
  await db.schema.dropTable("kode_cadangan").execute();
  await db.schema.alterTable("users").dropColumn("totp_langkah").execute();
  await db.schema.alterTable("users").dropColumn("totp_calon").execute();
  await db.schema.alterTable("users").dropColumn("totp_rahasia").execute();
}

import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * Passkeys (WebAuthn). `passkey`: one registered credential, its id (base64url, as the browser
 * names it), the user, the name its owner gave it, the public key (COSE, base64url), the
 * signature counter, the transports the browser reported (JSON), when it was added and last used.
 * `tantangan_passkey`: a challenge handed out for a registration (`daftar`, of a signed-in user)
 * or a sign-in (`masuk`, anyone), the address that asked for it (live ones per address are
 * capped), alive until `berakhir` and deleted on its one use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("passkey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("nama", "text", (c) => c.notNull())
    .addColumn("kunci_publik", "text", (c) => c.notNull())
    .addColumn("penghitung", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transport", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("dibuat", "text", (c) => c.notNull())
    .addColumn("terakhir_dipakai", "text")
    .execute();
  await db.schema.createIndex("passkey_user_idx").on("passkey").column("user_id").execute();
  await db.schema
    .createTable("tantangan_passkey")
    .addColumn("tantangan", "text", (c) => c.primaryKey())
    .addColumn("tujuan", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("alamat", "text", (c) => c.notNull())
    .addColumn("berakhir", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tantangan_passkey").execute();
  await db.schema.dropTable("passkey").execute();
}

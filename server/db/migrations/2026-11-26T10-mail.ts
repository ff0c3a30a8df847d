import type { Kysely } from "kysely";
import { sql } from "kysely";
import { text, withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

export async function up(db: Kysely<any>): Promise<void> {
  // Staff may give an address (unique without regard to case) and ask to hear of visit requests.
  await db.schema.alterTable("users").addColumn("email", "text", text).execute();
  await db.schema
    .alterTable("users")
    .addColumn("notifikasi", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("users_email_lower_idx")
    .on("users")
    .unique()
    .expression(sql`lower(email)`)
    .where(sql.ref("email"), "<>", "")
    .execute();

  // The language of the form a visit request came from: its confirmation is written in it.
  await db.schema
    .alterTable("reservasi")
    .addColumn("bahasa", "text", (c) => c.notNull().defaultTo("id"))
    .execute();

  // Every mail waits here first, written in the transaction of what caused it; a background worker
  // sends it. `diklaim_sampai` is a copy's claim on a row while it sends it.
  await db.schema
    .createTable("surat_keluar")
    .addColumn("id", "integer", withId(db))
    .addColumn("dibuat", "text", (c) => c.notNull())
    .addColumn("kepada", "text", (c) => c.notNull())
    .addColumn("balas_ke", "text", text)
    .addColumn("perihal", "text", (c) => c.notNull())
    .addColumn("teks", "text", (c) => c.notNull())
    .addColumn("html", "text", text)
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("antri").check(sql`status in ('antri', 'terkirim', 'gagal')`),
    )
    .addColumn("percobaan", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("galat", "text", text)
    // Tries go on for 24 hours from here (an admin's "send again" starts a new day).
    .addColumn("antri_sejak", "text", (c) => c.notNull())
    .addColumn("coba_lagi_pada", "text", (c) => c.notNull())
    .addColumn("diklaim_oleh", "text")
    .addColumn("diklaim_sampai", "text")
    .addColumn("terkirim_pada", "text")
    .execute();
  await db.schema
    .createIndex("surat_keluar_antri_idx")
    .on("surat_keluar")
    .columns(["status", "coba_lagi_pada"])
    .execute();

  // A forgotten password's one-use link: only the hash of its token is kept.
  await db.schema
    .createTable("reset_password")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("dibuat", "text", (c) => c.notNull())
    .addColumn("berlaku_sampai", "text", (c) => c.notNull())
    .addColumn("dipakai_pada", "text")
    .execute();
  // Requests for such a link, by address and by the name asked for: the rate limits count them.
  await db.schema
    .createTable("reset_attempts")
    .addColumn("id", "integer", withId(db))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reset_attempts_address_idx")
    .on("reset_attempts")
    .columns(["ip", "attempted_at"])
    .execute();
  await db.schema
    .createIndex("reset_password_user_idx")
    .on("reset_password")
    .columns(["user_id", "dibuat"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reset_attempts").execute();
  await db.schema.dropTable("reset_password").execute();
  await db.schema.dropTable("surat_keluar").execute();
  await db.schema.alterTable("reservasi").dropColumn("bahasa").execute();
  await db.schema.dropIndex("users_email_lower_idx").execute();
  await db.schema.alterTable("users").dropColumn("notifikasi").execute();
  await db.schema.alterTable("users").dropColumn("email").execute();
}

import type { Kysely } from "kysely";
import { sql } from "kysely";
import { text, withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

/**
 * Visitors who subscribe to news and ceremony reminders by mail (decision 160).
 * - `langganan`: one row per address (unique without regard to case). `token_konfirmasi` is the
 *   SHA-256 of the confirmation link's token (null once used); `kabar_terakhir` the last news
 *   entry a subscriber was sent or skipped, `kabar_dikirim_pada` when news last went to them.
 * - `langganan_konfirmasi`: each confirmation mail queued, by the SHA-256 of the address and the
 *   requesting client, for the limits (kept a day).
 * - `langganan_kabar`: each published informasi or dokumentasi item, once.
 * - `langganan_pengingat`: each agenda mail to a subscriber, once per occurrence (an item and
 *   the day its rule computes) and kind (`h7`, `h1`, `ubah:<state>`), with the state it told.
 * - `surat_keluar.berhenti`: a subscriber mail's one-click unsubscribe address (empty: staff mail).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("langganan")
    .addColumn("id", "integer", withId(db))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("bahasa", "text", (c) => c.notNull().check(sql`bahasa in ('id', 'en')`))
    .addColumn("topik", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("menunggu").check(sql`status in ('menunggu', 'aktif')`),
    )
    .addColumn("token_konfirmasi", "text")
    .addColumn("dibuat", "text", (c) => c.notNull())
    .addColumn("dikonfirmasi_pada", "text")
    .addColumn("kabar_terakhir", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("kabar_dikirim_pada", "text")
    .execute();
  await db.schema
    .createIndex("langganan_email_idx")
    .on("langganan")
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex("langganan_token_idx")
    .on("langganan")
    .columns(["token_konfirmasi"])
    .execute();

  await db.schema
    .createTable("langganan_konfirmasi")
    .addColumn("id", "integer", withId(db))
    .addColumn("email_hash", "text", (c) => c.notNull())
    .addColumn("alamat_klien", "text", text)
    .addColumn("dikirim_pada", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("langganan_konfirmasi_waktu_idx")
    .on("langganan_konfirmasi")
    .columns(["dikirim_pada"])
    .execute();

  await db.schema
    .createTable("langganan_kabar")
    .addColumn("id", "integer", withId(db))
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("terbit_pada", "text", (c) => c.notNull())
    .addUniqueConstraint("langganan_kabar_item_unik", ["jenis", "item_id"])
    .execute();

  await db.schema
    .createTable("langganan_pengingat")
    .addColumn("id", "integer", withId(db))
    .addColumn("langganan_id", "integer", (c) => c.notNull())
    .addColumn("agenda_id", "integer", (c) => c.notNull())
    .addColumn("tanggal_asal", "text", (c) => c.notNull())
    .addColumn("jenis", "text", (c) => c.notNull())
    .addColumn("keadaan", "text", text)
    .addColumn("dikirim_pada", "text", (c) => c.notNull())
    .addUniqueConstraint("langganan_pengingat_unik", [
      "langganan_id",
      "agenda_id",
      "tanggal_asal",
      "jenis",
    ])
    .execute();

  await db.schema.alterTable("surat_keluar").addColumn("berhenti", "text", text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("surat_keluar").dropColumn("berhenti").execute();
  await db.schema.dropTable("langganan_pengingat").execute();
  await db.schema.dropTable("langganan_kabar").execute();
  await db.schema.dropTable("langganan_konfirmasi").execute();
  await db.schema.dropTable("langganan").execute();
}

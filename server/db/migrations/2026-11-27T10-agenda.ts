import type { Kysely } from "kysely";
import { sql } from "kysely";
import { text, withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

export async function up(db: Kysely<any>): Promise<void> {
  // The palace's calendar: one row per ceremony, with its rule (`ulang`) for when it happens.
  await db.schema
    .createTable("agenda")
    .addColumn("id", "integer", withId(db))
    .addColumn("judul", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("deskripsi", "text", text)
    .addColumn("lokasi", "text", text)
    .addColumn("gambar", "text", text)
    .addColumn("keterangan_gambar", "text", text)
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("terbit").check(sql`status in ('terbit', 'draf', 'terjadwal')`),
    )
    .addColumn("ulang", "text", (c) =>
      c.notNull().check(sql`ulang in ('sekali', 'tahunan_masehi', 'tahunan_hijriah')`),
    )
    .addColumn("tanggal", "text")
    .addColumn("bulan_hijriah", "integer")
    .addColumn("tanggal_hijriah", "integer")
    .addColumn("lama_hari", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("jam_mulai", "text")
    .addColumn("jam_selesai", "text")
    .addColumn("judul_en", "text", text)
    .addColumn("deskripsi_en", "text", text)
    .addColumn("lokasi_en", "text", text)
    .addColumn("keterangan_gambar_en", "text", text)
    // The desk's columns, as every kind has them (see the 2026-11-27T40-00-desk migration).
    .addColumn("versi", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("diubah_oleh", "text", text)
    .addColumn("terbit_pada", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Staff's word on one occurrence, keyed by the day the rule computes for it: moved, confirmed or
  // cancelled. `sequence` is raised on each change, for calendars (iCalendar SEQUENCE).
  await db.schema
    .createTable("agenda_kejadian")
    .addColumn("agenda_id", "integer", (c) =>
      c.notNull().references("agenda.id").onDelete("cascade"),
    )
    .addColumn("tanggal", "text", (c) => c.notNull())
    .addColumn("tanggal_baru", "text")
    .addColumn("pasti", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("dibatalkan", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("agenda_kejadian_pk", ["agenda_id", "tanggal"])
    .execute();

  // Earlier slugs keep answering, as for informasi and dokumentasi.
  await db.schema
    .createTable("agenda_slug_lama")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("item_id", "integer", (c) => c.notNull().references("agenda.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Opening hours by date (closed, or special hours on a ceremony night): JSON text, like `jam`.
  await db.schema
    .alterTable("kunjungan")
    .addColumn("pengecualian", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("kunjungan").dropColumn("pengecualian").execute();
  await db.schema.dropTable("agenda_slug_lama").execute();
  await db.schema.dropTable("agenda_kejadian").execute();
  await db.schema.dropTable("agenda").execute();
}

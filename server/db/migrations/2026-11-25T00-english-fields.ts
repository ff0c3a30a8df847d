import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * English twins of the words visitors read (CONTRACT "English for foreign visitors"): text columns
 * next to their Indonesian ones, empty meaning "no translation yet". Ticket categories live in the
 * kunjungan row's JSON (`kategori_en` per ticket) and need no column.
 */
const ENGLISH_COLUMNS: Record<string, readonly string[]> = {
  informasi: ["judul_en", "deskripsi_en", "keterangan_gambar_en"],
  dokumentasi: ["judul_en", "deskripsi_en", "keterangan_gambar_en"],
  texts: ["content_en"],
  settings: ["deskripsi_footer_en", "deskripsi_kesultanan_en", "teks_sambutan_en"],
  kunjungan: ["catatan_en", "petunjuk_en"],
  hero: ["keterangan_en"],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const column of columns) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}

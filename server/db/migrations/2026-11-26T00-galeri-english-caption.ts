import type { Kysely } from "kysely";

// Frozen in time: this file never imports application code.

/**
 * The English twin of a gallery picture's caption (`keterangan_en`, CONTRACT "English for foreign
 * visitors"), beside its Indonesian one like every other twin (2026-11-25T00): empty means "no
 * translation yet". The same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("dokumentasi_galeri")
    .addColumn("keterangan_en", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("dokumentasi_galeri").dropColumn("keterangan_en").execute();
}

import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres, text, withId } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

export async function up(db: Kysely<any>): Promise<void> {
  // One row: the visit page (hours and tickets as JSON text, the same on both databases).
  await db.schema
    .createTable("kunjungan")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("jam", "text", (c) => c.notNull())
    .addColumn("tiket", "text", (c) => c.notNull())
    .addColumn("catatan", "text", text)
    .addColumn("petunjuk", "text", text)
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reservasi")
    .addColumn("id", "integer", withId(db))
    .addColumn("nama", "text", (c) => c.notNull())
    .addColumn("instansi", "text", text)
    .addColumn("tanggal", "text", (c) => c.notNull())
    .addColumn("jumlah", "integer", (c) => c.notNull())
    .addColumn("telepon", "text", (c) => c.notNull())
    .addColumn("email", "text", text)
    .addColumn("catatan", "text", text)
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("baru").check(sql`status in ('baru', 'dihubungi', 'selesai', 'batal')`),
    )
    .addColumn("alamat_klien", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reservasi_klien_idx")
    .on("reservasi")
    .columns(["alamat_klien", "created_at"])
    .execute();

  await db.schema
    .createTable("dokumentasi_galeri")
    .addColumn("id", "integer", withId(db))
    .addColumn("dokumentasi_id", "integer", (c) =>
      c.notNull().references("dokumentasi.id").onDelete("cascade"),
    )
    .addColumn("gambar", "text", (c) => c.notNull())
    .addColumn("keterangan", "text", text)
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("dokumentasi_galeri_dokumentasi_idx")
    .on("dokumentasi_galeri")
    .columns(["dokumentasi_id", "id"])
    .execute();

  if (isPostgres(db)) await createPostgresSearch(db);
  else await createSqliteSearch(db);
}

// PostgreSQL searches at query time with to_tsvector over unaccented text; unaccent() itself is
// only STABLE, so an IMMUTABLE wrapper naming its dictionary lets it stand in indexes later.
async function createPostgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`
    create or replace function keraton_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select unaccent('unaccent'::regdictionary, $1) $$
  `.execute(db);
}

// SQLite: one FTS5 index per table (external content), folded for case and accents, kept in step
// by triggers so that every write, whichever service makes it, is searchable at once.
async function createSqliteSearch(db: Kysely<any>): Promise<void> {
  for (const table of ["informasi", "dokumentasi"]) {
    const fts = `${table}_fts`;
    await sql
      .raw(
        `create virtual table ${fts} using fts5(judul, deskripsi, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      )
      .execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    const add = `insert into ${fts}(rowid, judul, deskripsi) values (new.id, new.judul, new.deskripsi);`;
    const drop = `insert into ${fts}(${fts}, rowid, judul, deskripsi) values ('delete', old.id, old.judul, old.deskripsi);`;
    await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin ${add} end`).execute(db);
    await sql
      .raw(`create trigger ${fts}_ad after delete on ${table} begin ${drop} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_au after update of judul, deskripsi on ${table} begin ${drop} ${add} end`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop function if exists keraton_unaccent(text)`.execute(db);
  } else {
    for (const table of ["informasi", "dokumentasi"]) {
      for (const suffix of ["ai", "ad", "au"]) {
        await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
      }
      await sql.raw(`drop table if exists ${table}_fts`).execute(db);
    }
  }
  for (const table of ["dokumentasi_galeri", "reservasi", "kunjungan"]) {
    await db.schema.dropTable(table).execute();
  }
}

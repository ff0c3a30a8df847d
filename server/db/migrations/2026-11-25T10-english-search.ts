import type { Kysely } from "kysely";
import { sql } from "kysely";
import { isPostgres } from "../migration-columns.ts";

// Frozen in time: this file never imports application code (only the shared column shapes).

const TABLES = ["informasi", "dokumentasi"] as const;

/**
 * Search matches the English twins too (CONTRACT "English for foreign visitors"). SQLite: the FTS5
 * indexes of 2026-11-24T30 are made again with `judul_en` and `deskripsi_en` beside their
 * Indonesian columns (the HTML indexed as it is, as before), rebuilt from the rows, and their
 * triggers follow the English columns as well. PostgreSQL searches at query time (no index to
 * change): the expression in server/cari/full-text.ts names the new columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of TABLES) {
    await dropSqliteSearch(db, table);
    await createSqliteSearch(db, table, ["judul", "deskripsi", "judul_en", "deskripsi_en"]);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of TABLES) {
    await dropSqliteSearch(db, table);
    await createSqliteSearch(db, table, ["judul", "deskripsi"]);
  }
}

export async function dropSqliteSearch(db: Kysely<any>, table: string): Promise<void> {
  for (const suffix of ["ai", "ad", "au"]) {
    await sql.raw(`drop trigger if exists ${table}_fts_${suffix}`).execute(db);
  }
  await sql.raw(`drop table if exists ${table}_fts`).execute(db);
}

export async function createSqliteSearch(
  db: Kysely<any>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  const fts = `${table}_fts`;
  const names = columns.join(", ");
  const newValues = columns.map((c) => `new.${c}`).join(", ");
  const oldValues = columns.map((c) => `old.${c}`).join(", ");
  await sql
    .raw(
      `create virtual table ${fts} using fts5(${names}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  const add = `insert into ${fts}(rowid, ${names}) values (new.id, ${newValues});`;
  const drop = `insert into ${fts}(${fts}, rowid, ${names}) values ('delete', old.id, ${oldValues});`;
  await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${fts}_ad after delete on ${table} begin ${drop} end`).execute(db);
  await sql
    .raw(`create trigger ${fts}_au after update of ${names} on ${table} begin ${drop} ${add} end`)
    .execute(db);
}

import type { Kysely } from "kysely";
import { PostgresAdapter } from "kysely";
import { createSqliteSearch, dropSqliteSearch } from "./2026-11-25T10-english-search.ts";

// Frozen in time: this file never imports application code.

/**
 * The site search finds the palace's ceremonies too. SQLite: an FTS5 index on `agenda` like those of
 * informasi and dokumentasi (both languages' titles and texts), kept in step by triggers. PostgreSQL
 * searches at query time: nothing to add.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await createSqliteSearch(db, "agenda", ["judul", "deskripsi", "judul_en", "deskripsi_en"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropSqliteSearch(db, "agenda");
}

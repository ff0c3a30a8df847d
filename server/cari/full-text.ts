import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/** Best matches first: at most this many per kind. */
export const SEARCH_LIMIT = 20;

export type FullText = {
  /** True for rows of the table that hold every term (as a word or the start of one). */
  matches: RawBuilder<boolean>;
  /** Lower is a better match: title words weigh more than words in the text. */
  score: RawBuilder<number>;
};

/**
 * The full-text condition and score for a searchable kind's table, on the database at hand:
 * SQLite's FTS5 index (see the 2026-11-25T10 migration) or PostgreSQL's tsvector over unaccented
 * text with the markup removed; both hold the English twins beside the Indonesian fields. Terms come folded from `searchTerms` (letters and digits only).
 */
export function fullText(db: Db, table: string, terms: string[]): FullText {
  const id = sql.ref(`${table}.id`);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const query = sql`to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(" & ")})`;
    // Each title (Indonesian and English) weighs A, each text B: a title match in either language
    // ranks as one. The English columns are never null, so no coalesce is needed.
    const title = (column: string) =>
      sql`setweight(to_tsvector('simple', keraton_unaccent(${sql.ref(`${table}.${column}`)})), 'A')`;
    const text = (column: string) =>
      sql`setweight(to_tsvector('simple', keraton_unaccent(regexp_replace(${sql.ref(`${table}.${column}`)}, '<[^>]*>', ' ', 'g'))), 'B')`;
    const vector = sql`(${title("judul")} || ${text("deskripsi")} || ${title("judul_en")} || ${text("deskripsi_en")})`;
    return {
      matches: sql<boolean>`${vector} @@ ${query}`,
      score: sql<number>`-ts_rank(${vector}, ${query})`,
    };
  }
  const fts = sql.table(`${table}_fts`);
  const expression = terms.map((t) => `"${t}"*`).join(" ");
  return {
    matches: sql<boolean>`${id} in (select rowid from ${fts} where ${fts} match ${expression})`,
    // Column weights in index order (judul, deskripsi, judul_en, deskripsi_en): titles weigh 10.
    score: sql<number>`(select bm25(${fts}, 10.0, 1.0, 10.0, 1.0) from ${fts} where ${fts} match ${expression} and rowid = ${id})`,
  };
}

import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { PostgresAdapter } from "kysely";

// Column shapes the migrations share. Migrations that have shipped call these, so what they emit
// must never change: a database upgraded from an old release and a new one end up the same.
// Like the migrations, this file never imports application code.

export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The `id` key: an identity column on PostgreSQL, an autoincrementing one on SQLite. */
export const withId = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db)
    ? col.primaryKey().generatedByDefaultAsIdentity()
    : col.primaryKey().autoIncrement();

/** Text that is never null and empty unless given. */
export const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo("");

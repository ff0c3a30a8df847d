import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { keepPrivate, makePrivateDir, makePrivateFile } from "../private-files.ts";

function toSqlValue(value: unknown): SQLInputValue {
  // node:sqlite would silently bind a Date as NULL and refuses booleans.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as SQLInputValue;
}

/** Adapts node:sqlite's DatabaseSync to the interface Kysely's SqliteDialect expects. */
export function openNodeSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  if (filename !== ":memory:") {
    makePrivateDir(dirname(filename));
    // SQLite gives its -wal and -shm files the mode of the database file: 0600 for all three.
    makePrivateFile(filename);
    keepPrivate(`${filename}-wal`, `${filename}-shm`);
  }
  const raw = new DatabaseSync(filename);
  raw.exec("PRAGMA journal_mode = WAL");
  // FULL: a write is on disk before it is acknowledged; see docs/decisions/001-sqlite-durability.md.
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA busy_timeout = 5000");
  return {
    raw,
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = raw.prepare(sql);
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqlValue);
      return {
        reader: stmt.columns().length > 0,
        all: (params) => stmt.all(...bind(params)),
        run: (params) => stmt.run(...bind(params)),
        iterate: (params) => stmt.iterate(...bind(params)),
      };
    },
  };
}

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

/** How long a statement waits for another process's lock on the file before it fails. */
const BUSY_TIMEOUT_MS = 5000;

/** Adapts node:sqlite's DatabaseSync to the interface Kysely's SqliteDialect expects. */
export function openNodeSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  if (filename !== ":memory:") {
    makePrivateDir(dirname(filename));
    // SQLite gives its -wal and -shm files the mode of the database file: 0600 for all three.
    makePrivateFile(filename);
    keepPrivate(`${filename}-wal`, `${filename}-shm`);
  }
  // The lock is waited for from the first statement on: a worker opening the file while another
  // process holds it (the first to open it after the primary closed it rebuilds the WAL index)
  // would otherwise fail at once with "database is locked" (docs/decisions/135-first-start-lock.md).
  const raw = new DatabaseSync(filename, { timeout: BUSY_TIMEOUT_MS });
  raw.exec("PRAGMA journal_mode = WAL");
  // FULL: a write is on disk before it is acknowledged; see docs/decisions/001-sqlite-durability.md.
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
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

import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import type { Config } from "../config.ts";
import { usesPostgres } from "../config.ts";
import { log } from "../log/logger.ts";
import { openNodeSqlite } from "./node-sqlite-driver.ts";
import type { Database } from "./schema.ts";
import { WriteLockingSqliteDialect } from "./sqlite-dialect.ts";

export type DialectName = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export type DatabaseHandle = { db: Db; dialect: DialectName };

/** pg, loaded only where PostgreSQL is used: SQLite's workers never hold it (about 10 MB). */
async function loadPg(): Promise<typeof pg> {
  const { default: pgModule } = await import("pg");
  // int8 (count(*), sums) arrives as a string from pg; every such number here fits a JS number.
  pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return pgModule;
}

/** Opens SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is postgres://… */
export function createDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR"> & { PG_POOL_SIZE?: number },
  sqliteFile = join(config.DATA_DIR, "keraton.db"),
): DatabaseHandle {
  if (usesPostgres(config)) {
    // Without a connect timeout a request (and /api/health) waits forever on an unreachable host.
    // Kysely asks for the pool at its first query.
    const pool = async () => {
      const pgModule = await loadPg();
      const made = new pgModule.Pool({
        connectionString: config.DATABASE_URL,
        // Per process: WORKERS processes per copy each hold this many, plus one LISTEN client
        // (README, Operations: the sum must stay under PostgreSQL's max_connections).
        max: config.PG_POOL_SIZE ?? 10,
        connectionTimeoutMillis: 5000,
      });
      // An idle connection can drop (PostgreSQL restarted, backend terminated): the pool discards it
      // and the next query opens a new one. Unheard, this 'error' event would end the process.
      made.on("error", (err) => {
        log.error(`PostgreSQL: koneksi menganggur terputus (${err.message})`);
      });
      return made;
    };
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
    };
  }
  const database = openNodeSqlite(sqliteFile);
  return {
    db: new Kysely<Database>({ dialect: new WriteLockingSqliteDialect({ database }) }),
    dialect: "sqlite",
  };
}

import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type TransactionSettings,
} from "kysely";

/**
 * SQLite through Kysely, with each writing transaction taking the write lock as it begins (BEGIN
 * IMMEDIATE). Several processes write one file when WORKERS > 1: a transaction begun the default
 * (deferred) way that read, then wrote after another process had committed, would fail at once
 * with SQLITE_BUSY; asked for at the start, the lock is waited for (busy_timeout) instead. A
 * transaction marked read only (a backup's snapshot) begins deferred and blocks no writer.
 */
export class WriteLockingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (
      connection: DatabaseConnection,
      settings: TransactionSettings,
    ) => {
      const begin = settings.accessMode === "read only" ? "begin" : "begin immediate";
      await connection.executeQuery(CompiledQuery.raw(begin));
    };
    return driver;
  }
}

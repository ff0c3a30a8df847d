import type { Kysely, Transaction } from "kysely";
import type { DialectName } from "../db/create-database.ts";

/**
 * Runs `read` on one unchanging view of the database while writes go on: PostgreSQL's
 * REPEATABLE READ, read only; on SQLite one read-only (deferred) transaction, whose WAL snapshot
 * starts at its first read (the backup runs in its own process and holds no lock a writer waits
 * for: db/sqlite-dialect.ts).
 */
export async function inSnapshot<DB, T>(
  db: Kysely<DB>,
  dialect: DialectName,
  read: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const builder =
    dialect === "postgres"
      ? db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
      : db.transaction().setAccessMode("read only");
  return builder.execute(read);
}

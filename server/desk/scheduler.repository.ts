import type { Kysely } from "kysely";
import type { Db } from "../db/create-database.ts";

/** A content kind's table: it has `status`, `terbit_pada`, `judul`, `versi` and `diubah_oleh`. */
export type SchedulableTable = string;

/** Who the change record names for a publish nobody asked for at that moment. */
export const SCHEDULER_NAME = "sistem";

// biome-ignore lint/suspicious/noExplicitAny: the kind's table is addressed by name
const byName = (db: Db) => db as unknown as Kysely<any>;

/**
 * Publishes every item of the table scheduled at or before `now` and answers those it published.
 * One conditional UPDATE: when two server copies run it at once, PostgreSQL makes the second wait
 * for the first's row locks and then finds the rows no longer `terjadwal` (SQLite writes one at a
 * time), so each item is published, and answered, exactly once.
 */
export async function publishDue(
  db: Db,
  table: SchedulableTable,
  now: string,
  /** A date column an item left empty gets `day` in (the day it goes out). */
  dated?: { column: string; day: string },
): Promise<Array<{ id: number; judul: string }>> {
  return byName(db)
    .updateTable(table)
    .set((eb) => ({
      status: "terbit",
      versi: eb("versi", "+", 1),
      diubah_oleh: SCHEDULER_NAME,
      updated_at: now,
      ...(dated
        ? {
            [dated.column]: eb
              .case()
              .when(eb(dated.column, "=", ""))
              .then(dated.day)
              .when(eb(dated.column, "is", null))
              .then(dated.day)
              .else(eb.ref(dated.column))
              .end(),
          }
        : {}),
    }))
    .where("status", "=", "terjadwal")
    .where("terbit_pada", "<=", now)
    .returning(["id", "judul"])
    .execute();
}

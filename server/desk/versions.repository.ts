import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import { type DeskItem, keyValueOf, tableOf } from "./desk-items.ts";

/** The version standing now: its number, who wrote it, when. */
export type Standing = { versi: number; diubah_oleh: string; updated_at: string };

// biome-ignore lint/suspicious/noExplicitAny: the thing's table is addressed by name
const byName = (db: Db) => db as unknown as Kysely<any>;

/**
 * The standing version, with the thing held until the write's transaction ends: on PostgreSQL by
 * a lock on its name, which holds a thing not yet saved too (SQLite writes one at a time).
 */
export async function lockStanding(db: Db, item: DeskItem): Promise<Standing | undefined> {
  const { table, key } = tableOf(item.jenis);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const name = `desk:${item.jenis}:${item.id}`;
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
  }
  const row = await byName(db)
    .selectFrom(table)
    .select(["versi", "diubah_oleh", "updated_at"])
    .where(key, "=", keyValueOf(item))
    .executeTakeFirst();
  return row && { ...row, versi: Number(row.versi) };
}

/** Gives the thing its version number and the name of who wrote it. */
export async function setVersion(
  db: Db,
  item: DeskItem,
  versi: number,
  diubahOleh: string,
): Promise<void> {
  const { table, key } = tableOf(item.jenis);
  await byName(db)
    .updateTable(table)
    .set({ versi, diubah_oleh: diubahOleh })
    .where(key, "=", keyValueOf(item))
    .execute();
}

import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { HeroRow, HeroTable } from "../db/schema.ts";

/** The fields a write sets (the desk stamps `versi` and `diubah_oleh`). */
type HeroFields = Omit<HeroTable, "id" | "versi" | "diubah_oleh">;

export function listHero(db: Db): Promise<HeroRow[]> {
  return db.selectFrom("hero").selectAll().orderBy("urutan").orderBy("id").execute();
}

export function findHeroById(db: Db, id: number): Promise<HeroRow | undefined> {
  return db.selectFrom("hero").selectAll().where("id", "=", id).executeTakeFirst();
}

export function insertHero(db: Db, row: HeroFields): Promise<HeroRow> {
  return db.insertInto("hero").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateHero(
  db: Db,
  id: number,
  changes: Partial<HeroFields>,
): Promise<HeroRow | undefined> {
  return db.updateTable("hero").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export function deleteHero(db: Db, id: number): Promise<HeroRow | undefined> {
  return db.deleteFrom("hero").where("id", "=", id).returningAll().executeTakeFirst();
}

/**
 * Holds the slides still for the rest of the transaction, so concurrent writes count and order
 * them one after another. (SQLite runs one write transaction at a time already.)
 */
export async function lockHero(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('hero'))`.execute(db);
  }
}

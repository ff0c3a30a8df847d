import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { DeskItem } from "./desk-items.ts";

/**
 * Marks one person as editing the thing now. Back after a silence (`gone` or longer ago), they
 * start again: `sejak` is now.
 */
export async function markEditing(
  db: Db,
  item: DeskItem,
  person: { id: number; nama: string },
  now: string,
  gone: string,
): Promise<void> {
  await db
    .insertInto("penyuntingan")
    .values({
      jenis: item.jenis,
      item_id: item.id,
      user_id: person.id,
      nama: person.nama,
      sejak: now,
      terakhir: now,
    })
    .onConflict((oc) =>
      oc.columns(["jenis", "item_id", "user_id"]).doUpdateSet({
        nama: person.nama,
        terakhir: now,
        sejak: sql<string>`case when penyuntingan.terakhir < ${gone} then ${now} else penyuntingan.sejak end`,
      }),
    )
    .execute();
}

/** The others heard from since `gone`, who opened it first listed first. */
export function listOthersEditing(
  db: Db,
  item: DeskItem,
  userId: number,
  gone: string,
): Promise<Array<{ nama: string; sejak: string }>> {
  return db
    .selectFrom("penyuntingan")
    .select(["nama", "sejak"])
    .where("jenis", "=", item.jenis)
    .where("item_id", "=", item.id)
    .where("user_id", "<>", userId)
    .where("terakhir", ">=", gone)
    .orderBy("sejak")
    .orderBy("user_id")
    .execute();
}

/** Forgets everyone silent since before `gone`. */
export async function forgetSilent(db: Db, gone: string): Promise<void> {
  await db.deleteFrom("penyuntingan").where("terakhir", "<", gone).execute();
}

/** Takes one person off one thing's list: they closed its form. */
export async function forgetEditing(db: Db, item: DeskItem, userId: number): Promise<void> {
  await db
    .deleteFrom("penyuntingan")
    .where("jenis", "=", item.jenis)
    .where("item_id", "=", item.id)
    .where("user_id", "=", userId)
    .execute();
}

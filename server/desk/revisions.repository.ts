import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { RevisiTable } from "../db/schema.ts";
import type { DeskItem } from "./desk-items.ts";

/** At least this many versions of each thing are kept; older ones are pruned as new ones come. */
export const REVISIONS_KEPT = 50;

export type RevisiRow = Selectable<RevisiTable>;

/**
 * Keeps one version and prunes what lies beyond the newest REVISIONS_KEPT of that thing; answers
 * the pictures the pruned versions showed that the version kept now does not (those it shows stay
 * in use, so they need no look for other users).
 */
export async function keepRevision(db: Db, row: Insertable<RevisiTable>): Promise<string[]> {
  await db.insertInto("revisi").values(row).execute();
  const pruned = await db
    .deleteFrom("revisi")
    .where("jenis", "=", row.jenis)
    .where("item_id", "=", row.item_id)
    .where("id", "<", (eb) =>
      eb
        .selectFrom("revisi")
        .select("id")
        .where("jenis", "=", row.jenis)
        .where("item_id", "=", row.item_id)
        .orderBy("id", "desc")
        .offset(REVISIONS_KEPT - 1)
        .limit(1),
    )
    .returning("data")
    .execute();
  if (pruned.length === 0) return [];
  const stillShown = new Set(imagesIn(row.data));
  return [...new Set(pruned.flatMap((r) => imagesIn(r.data)))].filter((p) => !stillShown.has(p));
}

/** The versions of one thing, newest first, without their data. */
export function listRevisions(
  db: Db,
  item: DeskItem,
): Promise<Array<Pick<RevisiRow, "id" | "waktu" | "pengguna" | "versi">>> {
  return db
    .selectFrom("revisi")
    .select(["id", "waktu", "pengguna", "versi"])
    .where("jenis", "=", item.jenis)
    .where("item_id", "=", item.id)
    .orderBy("id", "desc")
    .execute();
}

export function findRevision(db: Db, id: number): Promise<RevisiRow | undefined> {
  return db.selectFrom("revisi").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every stored picture a version shows (its own field or inside rich text). */
export function imagesIn(data: string): string[] {
  return [...new Set(data.match(/\/uploads\/[a-f0-9]{32}\.[a-z]+/g) ?? [])];
}

/**
 * A deleted thing's versions go with it (a user's held their email); answers the pictures they
 * showed, for the caller to remove once nothing else shows them.
 */
export async function deleteRevisionsOf(db: Db, item: DeskItem): Promise<string[]> {
  const rows = await db
    .deleteFrom("revisi")
    .where("jenis", "=", item.jenis)
    .where("item_id", "=", item.id)
    .returning("data")
    .execute();
  return rows.flatMap((row) => imagesIn(row.data));
}

import type { Db } from "../db/create-database.ts";
import type { KunjunganTable } from "../db/schema.ts";

export function findKunjungan(db: Db): Promise<KunjunganTable | undefined> {
  return db.selectFrom("kunjungan").selectAll().where("id", "=", 1).executeTakeFirst();
}

export async function upsertKunjungan(db: Db, row: Omit<KunjunganTable, "id">): Promise<void> {
  await db
    .insertInto("kunjungan")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

import type { Db } from "../db/create-database.ts";
import type { KunjunganTable } from "../db/schema.ts";

/** The fields a save writes (the desk stamps `versi` and `diubah_oleh`). */
type KunjunganFields = Omit<KunjunganTable, "id" | "versi" | "diubah_oleh">;

export function findKunjungan(db: Db): Promise<(KunjunganFields & { versi: number }) | undefined> {
  return db.selectFrom("kunjungan").selectAll().where("id", "=", 1).executeTakeFirst();
}

export async function upsertKunjungan(db: Db, row: KunjunganFields): Promise<void> {
  await db
    .insertInto("kunjungan")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

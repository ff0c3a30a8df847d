import type { Insertable } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { DokumentasiGaleriTable, GaleriRow } from "../db/schema.ts";

export function listGaleri(db: Db, dokumentasiId: number): Promise<GaleriRow[]> {
  return db
    .selectFrom("dokumentasi_galeri")
    .selectAll()
    .where("dokumentasi_id", "=", dokumentasiId)
    .orderBy("id", "asc")
    .execute();
}

export async function countGaleri(db: Db, dokumentasiId: number): Promise<number> {
  const row = await db
    .selectFrom("dokumentasi_galeri")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("dokumentasi_id", "=", dokumentasiId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertGaleri(db: Db, row: Insertable<DokumentasiGaleriTable>): Promise<GaleriRow> {
  return db.insertInto("dokumentasi_galeri").values(row).returningAll().executeTakeFirstOrThrow();
}

export function deleteGaleri(
  db: Db,
  dokumentasiId: number,
  id: number,
): Promise<GaleriRow | undefined> {
  return db
    .deleteFrom("dokumentasi_galeri")
    .where("id", "=", id)
    .where("dokumentasi_id", "=", dokumentasiId)
    .returningAll()
    .executeTakeFirst();
}

import type { Db } from "../db/create-database.ts";
import type { ImporSumberTable } from "../db/schema.ts";

/** What a source item became in an earlier run, if it was imported. */
export function findImported(db: Db, sumber: string): Promise<ImporSumberTable | undefined> {
  return db.selectFrom("impor_sumber").selectAll().where("sumber", "=", sumber).executeTakeFirst();
}

export async function saveImported(db: Db, row: ImporSumberTable): Promise<void> {
  const { target, sidik, diimpor } = row;
  await db
    .insertInto("impor_sumber")
    .values(row)
    .onConflict((oc) => oc.column("sumber").doUpdateSet({ target, sidik, diimpor }))
    .execute();
}

export async function findPictureHome(db: Db, url: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("impor_gambar")
    .select("gambar")
    .where("sumber", "=", url)
    .executeTakeFirst();
  return row?.gambar;
}

export async function savePictureHome(db: Db, url: string, gambar: string): Promise<void> {
  await db
    .insertInto("impor_gambar")
    .values({ sumber: url, gambar })
    .onConflict((oc) => oc.column("sumber").doUpdateSet({ gambar }))
    .execute();
}

export type ImportJob = { status: string; selesai: number; total: number; laporan: string };

export async function createJob(db: Db, id: string): Promise<void> {
  await db
    .insertInto("impor_tugas")
    .values({ id, status: "berjalan", dibuat: new Date().toISOString() })
    .execute();
}

export async function setJobProgress(db: Db, id: string, selesai: number, total: number) {
  await db.updateTable("impor_tugas").set({ selesai, total }).where("id", "=", id).execute();
}

/** The end of a run; `progress`, its last, so a late progress write cannot leave it behind. */
export async function finishJob(
  db: Db,
  id: string,
  status: "selesai" | "gagal",
  laporan: string,
  progress: { selesai: number; total: number },
) {
  await db
    .updateTable("impor_tugas")
    .set({ status, laporan, ...progress })
    .where("id", "=", id)
    .execute();
}

export async function findJob(db: Db, id: string): Promise<ImportJob | undefined> {
  const row = await db
    .selectFrom("impor_tugas")
    .select(["status", "selesai", "total", "laporan"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, selesai: Number(row.selesai), total: Number(row.total) };
}

import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { RiwayatRow, RiwayatTable } from "../db/schema.ts";

export type RiwayatFilter = { pengguna?: string; jenis?: string };

export async function insertRiwayat(db: Db, row: Omit<RiwayatTable, "id">): Promise<void> {
  await db.insertInto("riwayat").values(row).execute();
}

function filtered(db: Db, filter: RiwayatFilter) {
  let query = db.selectFrom("riwayat");
  if (filter.pengguna) query = query.where("pengguna", "=", filter.pengguna);
  if (filter.jenis) query = query.where("jenis", "=", filter.jenis);
  return query;
}

/** Entries newest first (ids only grow, so the id orders them even within one millisecond). */
export function listRiwayat(db: Db, filter: RiwayatFilter, page: Page): Promise<RiwayatRow[]> {
  let query = filtered(db, filter).selectAll().orderBy("id", "desc").offset(page.offset);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.execute();
}

export async function countRiwayat(db: Db, filter: RiwayatFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

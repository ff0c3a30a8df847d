import type { Insertable } from "kysely";
import type { ReservasiStatus } from "../../common/schemas.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { ReservasiRow, ReservasiTable } from "../db/schema.ts";

export function insertReservasi(db: Db, row: Insertable<ReservasiTable>): Promise<ReservasiRow> {
  return db.insertInto("reservasi").values(row).returningAll().executeTakeFirstOrThrow();
}

/** How many requests one address sent since the given moment (ISO time). */
export async function countReservasiSince(db: Db, address: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("reservasi")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("alamat_klien", "=", address)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function withStatus(db: Db, status: ReservasiStatus | undefined) {
  const all = db.selectFrom("reservasi");
  return status ? all.where("status", "=", status) : all;
}

export function listReservasi(
  db: Db,
  status: ReservasiStatus | undefined,
  page?: Page,
): Promise<ReservasiRow[]> {
  let query = withStatus(db, status)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (page?.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countReservasi(db: Db, status: ReservasiStatus | undefined): Promise<number> {
  const row = await withStatus(db, status)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function updateReservasiStatus(
  db: Db,
  id: number,
  changes: Pick<ReservasiRow, "status" | "updated_at">,
): Promise<ReservasiRow | undefined> {
  return db
    .updateTable("reservasi")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

import type { Db } from "../db/create-database.ts";
import type { AgendaKejadianRow, AgendaRow, NewAgenda } from "../db/schema.ts";

export function listAgenda(db: Db, includeDrafts = false): Promise<AgendaRow[]> {
  let query = db.selectFrom("agenda").selectAll().orderBy("judul").orderBy("id");
  if (!includeDrafts) query = query.where("status", "=", "terbit");
  return query.execute();
}

export function findAgendaById(db: Db, id: number): Promise<AgendaRow | undefined> {
  return db.selectFrom("agenda").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findAgendaBySlug(db: Db, slug: string): Promise<AgendaRow | undefined> {
  return db.selectFrom("agenda").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export function insertAgenda(db: Db, row: NewAgenda): Promise<AgendaRow> {
  return db.insertInto("agenda").values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateAgenda(
  db: Db,
  id: number,
  changes: Partial<NewAgenda>,
): Promise<AgendaRow | undefined> {
  return db
    .updateTable("agenda")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteAgenda(db: Db, id: number): Promise<AgendaRow | undefined> {
  return db.deleteFrom("agenda").where("id", "=", id).returningAll().executeTakeFirst();
}

/** Staff's changes to single occurrences of these items. */
export function listKejadianChanges(
  db: Db,
  agendaIds: ReadonlyArray<number>,
): Promise<AgendaKejadianRow[]> {
  if (agendaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("agenda_kejadian")
    .selectAll()
    .where("agenda_id", "in", [...agendaIds])
    .execute();
}

export function findKejadianChange(
  db: Db,
  agendaId: number,
  tanggal: string,
): Promise<AgendaKejadianRow | undefined> {
  return db
    .selectFrom("agenda_kejadian")
    .selectAll()
    .where("agenda_id", "=", agendaId)
    .where("tanggal", "=", tanggal)
    .executeTakeFirst();
}

/** Writes the occurrence's change, its `sequence` one above the one before. */
export async function saveKejadianChange(
  db: Db,
  change: Omit<AgendaKejadianRow, "sequence">,
): Promise<void> {
  const before = await findKejadianChange(db, change.agenda_id, change.tanggal);
  if (before) {
    await db
      .updateTable("agenda_kejadian")
      .set({ ...change, sequence: before.sequence + 1 })
      .where("agenda_id", "=", change.agenda_id)
      .where("tanggal", "=", change.tanggal)
      .execute();
  } else {
    await db
      .insertInto("agenda_kejadian")
      .values({ ...change, sequence: 1 })
      .execute();
  }
}

import { type Insertable, PostgresAdapter, sql } from "kysely";
import type { ReservasiStatus } from "../../common/schemas/reservasi.schema.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { ReservasiRow, ReservasiTable } from "../db/schema.ts";

/**
 * Stores a request unless its address already sent `perAddress` since `since` (ISO time); the new
 * row, or undefined when the limit was reached. Checking and storing are one atomic step for every
 * process on the database, so simultaneous requests cannot all slip under the limit.
 */
export async function insertReservasiWithinLimit(
  db: Db,
  { since, perAddress }: { since: string; perAddress: number },
  row: Insertable<ReservasiTable>,
): Promise<ReservasiRow | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    // One SQLite statement takes the write lock before it reads: atomic across connections too.
    return insertIfUnderLimit(db, row, since, perAddress);
  }
  // Under read committed the count would miss rows of transactions still in flight: a lock per
  // address makes them wait, and the insert's own snapshot then sees what they committed.
  const locked = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`reservasi:${row.alamat_klien}`}))`.execute(
      trx,
    );
    return insertIfUnderLimit(trx, row, since, perAddress);
  };
  // Inside the caller's transaction (the request and its mails commit together) the lock holds
  // until that one ends.
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}

function insertIfUnderLimit(
  db: Db,
  row: Insertable<ReservasiTable>,
  since: string,
  perAddress: number,
): Promise<ReservasiRow | undefined> {
  const columns = Object.keys(row) as Array<keyof ReservasiTable & string>;
  const recent = db
    .selectFrom("reservasi")
    .select((count) => count.fn.countAll().as("n"))
    .where("alamat_klien", "=", row.alamat_klien)
    .where("created_at", ">=", since);
  return db
    .insertInto("reservasi")
    .columns(columns)
    .expression(
      db
        .selectNoFrom((eb) => columns.map((name) => eb.val(row[name]).as(name)))
        .where(() => recent, "<", perAddress),
    )
    .returningAll()
    .executeTakeFirst();
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

/**
 * Makes the decisions about a request's mails one at a time for every process on the database
 * (PostgreSQL: an advisory lock until the transaction ends; SQLite has one writer already).
 */
export async function lockMailDecisions(trx: Db): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('reservasi:surat'))`.execute(trx);
  }
}

/** How many confirmations were queued since `since`, and whether one went to `email` since `day`. */
export async function confirmationsSince(
  db: Db,
  { since, day, email }: { since: string; day: string; email: string },
): Promise<{ all: number; toRecipient: number }> {
  const row = await db
    .selectFrom("reservasi")
    .select((eb) => [
      eb.fn.countAll().filterWhere("konfirmasi_pada", ">=", since).as("all"),
      eb.fn
        .countAll()
        .filterWhere((w) =>
          w.and([
            w(w.fn("lower", ["email"]), "=", email.toLowerCase()),
            w("konfirmasi_pada", ">=", day),
          ]),
        )
        .as("toRecipient"),
    ])
    .where("konfirmasi_pada", ">=", since < day ? since : day)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), toRecipient: Number(row.toRecipient) };
}

/** When the staff were last told of a request (undefined: never). */
export async function lastStaffNotice(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("reservasi")
    .select((eb) => eb.fn.max("staf_diberi_tahu_pada").as("at"))
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Records which of a request's mails were queued. */
export async function markMailed(
  db: Db,
  id: number,
  mailed: Pick<ReservasiRow, "konfirmasi_pada" | "staf_diberi_tahu_pada">,
): Promise<void> {
  await db.updateTable("reservasi").set(mailed).where("id", "=", id).execute();
}

/** Takes every request the staff were not told of yet, marking them told at `at`; oldest first. */
export async function claimUntoldRequests(db: Db, at: string): Promise<ReservasiRow[]> {
  const rows = await db
    .updateTable("reservasi")
    .set({ staf_diberi_tahu_pada: at })
    .where("staf_diberi_tahu_pada", "is", null)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** Forgets the address of every request received before `before`; answers how many. */
export async function forgetAddressesBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable("reservasi")
    .set({ alamat_klien: "" })
    .where("created_at", "<", before)
    .where("alamat_klien", "<>", "")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

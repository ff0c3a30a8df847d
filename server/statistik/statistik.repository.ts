import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { StatistikDimensi } from "../db/schema.ts";

export type HarianRow = {
  hari: string;
  dimensi: StatistikDimensi;
  nilai: string;
  tayangan: number;
};
export type PencarianRow = { hari: string; q: string; jumlah: number; hasil: number };

// Well under either database's limit on bound parameters per statement.
const ROWS_PER_STATEMENT = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
  return out;
}

/**
 * Adds views to the day's sums. The addition happens in the database (`tayangan + excluded…`),
 * so several server copies writing the same rows at once each add their own part.
 */
export async function addHarian(db: Db, rows: readonly HarianRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto("statistik_harian")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["hari", "dimensi", "nilai"]).doUpdateSet({
          tayangan: sql<number>`statistik_harian.tayangan + excluded.tayangan`,
        }),
      )
      .execute();
  }
}

/** Adds searches to the day's sums; the number of results is the latest search's. */
export async function addPencarian(db: Db, rows: readonly PencarianRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db
      .insertInto("statistik_pencarian")
      .values(part)
      .onConflict((oc) =>
        oc.columns(["hari", "q"]).doUpdateSet({
          jumlah: sql<number>`statistik_pencarian.jumlah + excluded.jumlah`,
          hasil: sql<number>`excluded.hasil`,
        }),
      )
      .execute();
  }
}

/** Of these values, those the day already has a row for, and how many rows it has in all. */
export async function knownHarian(
  db: Db,
  hari: string,
  dimensi: StatistikDimensi,
  nilai: readonly string[],
): Promise<{ known: Set<string>; count: number }> {
  const [rows, total] = await Promise.all([
    nilai.length
      ? db
          .selectFrom("statistik_harian")
          .select("nilai")
          .where("hari", "=", hari)
          .where("dimensi", "=", dimensi)
          .where("nilai", "in", [...nilai])
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom("statistik_harian")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("hari", "=", hari)
      .where("dimensi", "=", dimensi)
      .executeTakeFirstOrThrow(),
  ]);
  return { known: new Set(rows.map((r) => r.nilai)), count: Number(total.n) };
}

/** Of these phrases, those the day already has, and how many phrases it has in all. */
export async function knownPencarian(
  db: Db,
  hari: string,
  q: readonly string[],
): Promise<{ known: Set<string>; count: number }> {
  const [rows, total] = await Promise.all([
    q.length
      ? db
          .selectFrom("statistik_pencarian")
          .select("q")
          .where("hari", "=", hari)
          .where("q", "in", [...q])
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom("statistik_pencarian")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("hari", "=", hari)
      .executeTakeFirstOrThrow(),
  ]);
  return { known: new Set(rows.map((r) => r.q)), count: Number(total.n) };
}

export type Range = { dari: string; sampai: string };

/** Page views per day of the range (days without any are absent). */
export async function viewsPerDay(db: Db, range: Range) {
  const rows = await db
    .selectFrom("statistik_harian")
    .select(["hari", (eb) => eb.fn.sum<number>("tayangan").as("tayangan")])
    .where("dimensi", "=", "halaman")
    .where("hari", ">=", range.dari)
    .where("hari", "<=", range.sampai)
    .groupBy("hari")
    .orderBy("hari")
    .execute();
  return rows.map((r) => ({ hari: r.hari, tayangan: Number(r.tayangan) }));
}

/** The values of one dimension with the most views in the range, most first. */
export async function topValues(db: Db, dimensi: StatistikDimensi, range: Range, limit: number) {
  const rows = await db
    .selectFrom("statistik_harian")
    .select(["nilai", (eb) => eb.fn.sum<number>("tayangan").as("tayangan")])
    .where("dimensi", "=", dimensi)
    .where("hari", ">=", range.dari)
    .where("hari", "<=", range.sampai)
    .groupBy("nilai")
    .orderBy("tayangan", "desc")
    .orderBy("nilai")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ nilai: r.nilai, tayangan: Number(r.tayangan) }));
}

/** Page views of the range on English pages (`/en`, `/en/…`) and on all pages. */
export async function viewsByLanguage(db: Db, range: Range) {
  const row = await db
    .selectFrom("statistik_harian")
    .select([
      (eb) => eb.fn.sum<number>("tayangan").as("semua"),
      sql<number>`sum(case when nilai = '/en' or nilai like '/en/%' then tayangan else 0 end)`.as(
        "en",
      ),
    ])
    .where("dimensi", "=", "halaman")
    .where("hari", ">=", range.dari)
    .where("hari", "<=", range.sampai)
    .executeTakeFirst();
  const semua = Number(row?.semua ?? 0);
  const en = Number(row?.en ?? 0);
  return { id: semua - en, en };
}

/**
 * Searches of the range by phrase: how often, and how many results the latest found; those that
 * found nothing first, then the most made.
 */
export async function searches(db: Db, range: Range, limit: number) {
  const rows = await db
    .selectFrom("statistik_pencarian as s")
    .select([
      "s.q",
      (eb) => eb.fn.sum<number>("s.jumlah").as("jumlah"),
      (eb) =>
        eb
          .selectFrom("statistik_pencarian as t")
          .select("t.hasil")
          .whereRef("t.q", "=", "s.q")
          .where("t.hari", ">=", range.dari)
          .where("t.hari", "<=", range.sampai)
          .orderBy("t.hari", "desc")
          .limit(1)
          .as("hasil"),
    ])
    .where("s.hari", ">=", range.dari)
    .where("s.hari", "<=", range.sampai)
    .groupBy("s.q")
    .execute();
  return rows
    .map((r) => ({ q: r.q, jumlah: Number(r.jumlah), hasil: Number(r.hasil ?? 0) }))
    .sort(
      (a, b) =>
        Number(a.hasil > 0) - Number(b.hasil > 0) || b.jumlah - a.jumlah || a.q.localeCompare(b.q),
    )
    .slice(0, limit);
}

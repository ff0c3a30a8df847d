import { sql } from "kysely";
import { fullText } from "../cari/full-text.ts";
import type { Db } from "../db/create-database.ts";
import type { KoleksiRow } from "./koleksi-row.ts";

export type KoleksiFilter = {
  kategori?: string;
  /** Folded search terms (names, texts); `nomor` matches the start of an inventory number. */
  terms: string[];
  nomor?: string;
  includeDrafts: boolean;
};

function filtered(db: Db, filter: KoleksiFilter) {
  let query = db.selectFrom("koleksi");
  if (!filter.includeDrafts) query = query.where("status", "=", "terbit");
  if (filter.kategori) query = query.where("kategori", "=", filter.kategori);
  const { terms, nomor } = filter;
  if (terms.length || nomor) {
    query = query.where((eb) =>
      eb.or([
        ...(terms.length ? [fullText(db, "koleksi", terms).matches] : []),
        ...(nomor
          ? [
              eb(
                sql`lower(nomor_inventaris)`,
                "like",
                `${nomor.toLowerCase().replace(/[%_]/g, "")}%`,
              ),
            ]
          : []),
      ]),
    );
  }
  return query;
}

/** One page of the objects the filter keeps, newest first. */
export function listKoleksi(
  db: Db,
  filter: KoleksiFilter,
  page: { limit?: number; offset: number },
): Promise<KoleksiRow[]> {
  let query = filtered(db, filter).selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset);
  return query.execute() as Promise<KoleksiRow[]>;
}

export async function countKoleksi(db: Db, filter: KoleksiFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/2026-11-21T00-initial.ts";
import * as kunjunganReservasiGaleriCari from "./migrations/2026-11-24T30-kunjungan-reservasi-galeri-cari.ts";

// Listed by hand so the bundled server needs no file-system scan; names sort by time.
const migrations: Record<string, Migration> = {
  "2026-11-21T00-initial": initial,
  "2026-11-24T30-kunjungan-reservasi-galeri-cari": kunjunganReservasiGaleriCari,
};

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

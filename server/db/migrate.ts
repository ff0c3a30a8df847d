import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as initial from "./migrations/2026-11-21T00-initial.ts";
import * as loginAttemptsByAddress from "./migrations/2026-11-24T00-login-attempts-by-address.ts";
import * as media from "./migrations/2026-11-24T10-media.ts";
import * as draftsAndSlugHistory from "./migrations/2026-11-24T20-00-drafts-and-slug-history.ts";
import * as riwayat from "./migrations/2026-11-24T20-01-riwayat.ts";
import * as heroAndHomeSettings from "./migrations/2026-11-24T20-02-hero-and-home-settings.ts";
import * as staffAccounts from "./migrations/2026-11-24T20-03-staff-accounts.ts";
import * as kunjunganReservasiGaleriCari from "./migrations/2026-11-24T30-kunjungan-reservasi-galeri-cari.ts";
import * as englishFields from "./migrations/2026-11-25T00-english-fields.ts";
import * as englishSearch from "./migrations/2026-11-25T10-english-search.ts";
import * as sesi from "./migrations/2026-11-26T20-00-sesi.ts";
import * as duaLangkah from "./migrations/2026-11-26T20-01-dua-langkah.ts";
import * as wajib2fa from "./migrations/2026-11-26T20-02-wajib-2fa.ts";

// Listed by hand so the bundled server needs no file-system scan; names sort by time.
const migrations: Record<string, Migration> = {
  "2026-11-21T00-initial": initial,
  "2026-11-24T00-login-attempts-by-address": loginAttemptsByAddress,
  "2026-11-24T10-media": media,
  "2026-11-24T20-00-drafts-and-slug-history": draftsAndSlugHistory,
  "2026-11-24T20-01-riwayat": riwayat,
  "2026-11-24T20-02-hero-and-home-settings": heroAndHomeSettings,
  "2026-11-24T20-03-staff-accounts": staffAccounts,
  "2026-11-24T30-kunjungan-reservasi-galeri-cari": kunjunganReservasiGaleriCari,
  "2026-11-25T00-english-fields": englishFields,
  "2026-11-25T10-english-search": englishSearch,
  "2026-11-26T20-00-sesi": sesi,
  "2026-11-26T20-01-dua-langkah": duaLangkah,
  "2026-11-26T20-02-wajib-2fa": wajib2fa,
};

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

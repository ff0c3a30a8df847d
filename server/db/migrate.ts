import type { Kysely } from "kysely";
import { DEFAULT_MIGRATION_TABLE, type Migration, Migrator } from "kysely/migration";
import type { Logger } from "../log/logger.ts";
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
import * as galeriEnglishCaption from "./migrations/2026-11-26T00-galeri-english-caption.ts";
import * as tokensValidFrom from "./migrations/2026-11-26T00-tokens-valid-from.ts";
import * as mail from "./migrations/2026-11-26T10-mail.ts";
import * as sesi from "./migrations/2026-11-26T20-00-sesi.ts";
import * as duaLangkah from "./migrations/2026-11-26T20-01-dua-langkah.ts";
import * as wajib2fa from "./migrations/2026-11-26T20-02-wajib-2fa.ts";
import * as passkey from "./migrations/2026-11-26T20-03-passkey.ts";
import * as statistik from "./migrations/2026-11-27T00-statistik.ts";
import * as agenda from "./migrations/2026-11-27T10-agenda.ts";
import * as desk from "./migrations/2026-11-27T40-00-desk.ts";
import * as agendaSearch from "./migrations/2026-11-27T50-agenda-search.ts";
import * as loginAlerts from "./migrations/2026-11-28T10-login-alerts.ts";
import * as agendaHisabMalam from "./migrations/2026-11-28T20-agenda-hisab-malam.ts";
import * as tinjauPasskey from "./migrations/2026-11-28T20-tinjau-passkey.ts";
import * as reservasiMailLimits from "./migrations/2026-11-28T30-reservasi-mail-limits.ts";
import * as koleksi from "./migrations/2026-11-29T20-koleksi.ts";
import * as imporWordpress from "./migrations/2026-11-29T30-impor-wordpress.ts";
import * as langganan from "./migrations/2026-11-29T40-langganan.ts";

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
  "2026-11-26T00-galeri-english-caption": galeriEnglishCaption,
  "2026-11-26T00-tokens-valid-from": tokensValidFrom,
  "2026-11-26T10-mail": mail,
  "2026-11-26T20-00-sesi": sesi,
  "2026-11-26T20-01-dua-langkah": duaLangkah,
  "2026-11-26T20-02-wajib-2fa": wajib2fa,
  "2026-11-26T20-03-passkey": passkey,
  "2026-11-27T00-statistik": statistik,
  "2026-11-27T10-agenda": agenda,
  "2026-11-27T40-00-desk": desk,
  "2026-11-27T50-agenda-search": agendaSearch,
  "2026-11-28T10-login-alerts": loginAlerts,
  "2026-11-28T20-agenda-hisab-malam": agendaHisabMalam,
  "2026-11-28T20-tinjau-passkey": tinjauPasskey,
  "2026-11-28T30-reservasi-mail-limits": reservasiMailLimits,
  "2026-11-29T20-koleksi": koleksi,
  "2026-11-29T30-impor-wordpress": imporWordpress,
  "2026-11-29T40-langganan": langganan,
};

/** The database records migrations this release does not have: a newer release made it. */
export class NewerDatabaseError extends Error {
  readonly unknownMigrations: string[];
  constructor(unknownMigrations: string[]) {
    super(
      "Basis data ini dibuat oleh versi yang lebih baru dari versi yang sedang dijalankan " +
        `(migrasi yang tidak dikenal versi ini: ${unknownMigrations.join(", ")}), ` +
        "dan versi ini tidak dapat membacanya. Jalankan kembali versi yang lebih baru itu, atau " +
        'pulihkan cadangan yang diambil sebelum pembaruan (README, bagian "Upgrading").',
    );
    this.name = "NewerDatabaseError";
    this.unknownMigrations = unknownMigrations;
  }
}

/** Names in Kysely's migration table that this release does not list. */
async function unknownMigrations(db: Kysely<any>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === DEFAULT_MIGRATION_TABLE)) return [];
  const rows: { name: string }[] = await db
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select("name")
    .orderBy("name")
    .execute();
  return rows.map((r) => r.name).filter((name) => !Object.hasOwn(migrations, name));
}

/** Each migration says when it starts and when its statements have run (with how long they took). */
function logged(name: string, migration: Migration, log: Logger): Migration {
  return {
    ...migration,
    up: async (db) => {
      log.info({ migration: name }, `Migrasi berjalan: ${name}`);
      const start = performance.now();
      await migration.up(db);
      const ms = Math.round(performance.now() - start);
      log.info({ migration: name, ms }, `Migrasi selesai: ${name}`);
    },
  };
}

export type MigrateOptions = {
  /** Logs each migration as it runs, and the one that failed; silent when not given. */
  log?: Logger;
};

/**
 * Brings the schema up to date; throws when a migration fails, and a NewerDatabaseError, before
 * anything is changed, when a newer release has migrated the database.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  { log }: MigrateOptions = {},
): Promise<string[]> {
  const unknown = await unknownMigrations(db);
  if (unknown.length) throw new NewerDatabaseError(unknown);
  const provided = log
    ? Object.fromEntries(Object.entries(migrations).map(([n, m]) => [n, logged(n, m, log)]))
    : migrations;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => provided } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    log?.error({ err: error, migration: failed }, `Migrasi gagal: ${failed ?? "-"}`);
    throw error instanceof Error ? error : new Error(String(error));
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

import type { Kysely } from "kysely";
import { galleryTableOf } from "../../common/content/kind.ts";
import { CONTENT_KINDS } from "../../common/content/kinds.ts";
import { allKinds } from "../content/core/kind-list.ts";
import { oldSlugsOf } from "../content/slugs.repository.ts";

/**
 * The one list of what a backup holds: the tables of every kind of content come from their
 * declarations; a migration that adds another table adds it here (parents before the tables whose
 * rows refer to them: restore loads in this order); `backup-tables.test.ts` fails while the
 * migrated schema has a table this file does not name.
 */
export type BackupTable = {
  name: string;
  /** Columns that order the rows (the primary key). */
  key: readonly string[];
  /** An identity column on PostgreSQL: its sequence must continue after restore. */
  identity?: string;
};

export const BACKUP_TABLES: readonly BackupTable[] = [
  { name: "users", key: ["id"], identity: "id" },
  { name: "settings", key: ["id"] },
  { name: "texts", key: ["type"] },
  // Every kind of content, from its declaration: its items and its earlier slugs.
  ...CONTENT_KINDS.flatMap((kind) => [
    { name: kind.table, key: ["id"], identity: "id" },
    { name: oldSlugsOf(kind.table), key: ["slug"] },
  ]),
  // Their galleries (after every kind: each row refers to its item).
  ...allKinds()
    .filter((kind) => kind.gallery)
    .map((kind) => ({ name: galleryTableOf(kind).table, key: ["id"], identity: "id" })),
  { name: "login_attempts", key: ["id"], identity: "id" },
  { name: "riwayat", key: ["id"], identity: "id" },
  { name: "hero", key: ["id"], identity: "id" },
  { name: "kunjungan", key: ["id"] },
  { name: "reservasi", key: ["id"], identity: "id" },
  { name: "kode_cadangan", key: ["user_id", "hash"] },
  { name: "passkey", key: ["id"] },
  { name: "surat_keluar", key: ["id"], identity: "id" },
  // Earlier versions of every editable thing (a desk a team can trust).
  { name: "revisi", key: ["id"], identity: "id" },
  { name: "statistik_harian", key: ["hari", "dimensi", "nilai"] },
  { name: "statistik_pencarian", key: ["hari", "q"] },
  // Staff's word on single occurrences of agenda items (after `agenda`, which they refer to).
  { name: "agenda_kejadian", key: ["agenda_id", "tanggal"] },
  // Moving from WordPress: old addresses and what each source item and picture became.
  { name: "pengalihan", key: ["dari"] },
  { name: "impor_sumber", key: ["sumber"] },
  { name: "impor_gambar", key: ["sumber"] },
  // Subscribers, the news waiting for them and the reminders they were sent (so a restored site
  // neither forgets a subscriber nor sends a reminder twice).
  { name: "langganan", key: ["id"], identity: "id" },
  { name: "langganan_kabar", key: ["id"], identity: "id" },
  { name: "langganan_pengingat", key: ["id"], identity: "id" },
];

/**
 * Tables a backup leaves out on purpose: the migrator's own bookkeeping (the target migrates
 * itself), `media`, whose files travel as images so they can move between media stores, and
 * `sesi` and `tiket_login`: sign-ins (and the five-minute tickets half-way through one) belong to
 * the site they were made on; a restored site starts with everyone signed out, so no ended or
 * stolen sign-in comes back with an archive.
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = [
  "kysely_migration",
  "kysely_migration_lock",
  "media",
  // IIIF tiles are made again from the pictures after a restore (docs/decisions/146-iiif-tiles.md).
  "iiif_gambar",
  "iiif_ubin",
  "sesi",
  "tiket_login",
  // A challenge lives five minutes and is used once: a restored site hands out new ones.
  "tantangan_passkey",
  // One-use links valid 30 minutes, and the requests for them: a restored site asks anew.
  "reset_password",
  "reset_attempts",
  // A guessed account's episode (decision 106): a restored site's owners are warned anew.
  "login_alerts",
  // Who has which form open right now: gone a minute after they leave, meaningless elsewhere.
  "penyuntingan",
  // The confirmation mails' limits, kept a day: a restored site counts anew.
  "langganan_konfirmasi",
  // A back-office import's progress: belongs to the run that made it.
  "impor_tugas",
];

/**
 * SQLite's full-text indexes (`informasi_fts` and the tables FTS5 keeps behind it): derived from
 * the rows, and rebuilt by the triggers as a restore loads them.
 */
export function isSearchIndexTable(name: string): boolean {
  return CONTENT_KINDS.some(
    (kind) => kind.searchable && new RegExp(`^${kind.table}_fts(_[a-z]+)?$`).test(name),
  );
}

/** The database seen table by table by name (the list above), not through the typed schema. */
// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by name from BACKUP_TABLES
export type TablesByName = Kysely<any>;

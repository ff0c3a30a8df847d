import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout } from "node:timers/promises";
import type { Config } from "../config.ts";
import { announceToServerCopies } from "../content/postgres-relay.ts";
import { createDatabase, type Db } from "../db/create-database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createMediaStore } from "../media/create-media-store.ts";
import { type MediaStore, UPLOADS_URL_PREFIX } from "../media/media-store.ts";
import { BackupError, type Manifest, tableFile, unpackAndVerify } from "./archive.ts";
import { BACKUP_TABLES, type BackupTable, type TablesByName } from "./backup-tables.ts";
import { progressLine } from "./progress.ts";
import { continueSequences } from "./sequences.ts";
import { checkArchivedImage, cleanArchivedRow } from "./untrusted-archive.ts";

export type RestoreSummary = { tables: number; rows: number; images: number; bytes: number };

const BATCH = 100;

/**
 * Loads an archive into an empty database and media store, all or nothing: every sum is checked
 * before anything is written, rows and database-kept images go in one transaction, and files
 * written to disk are removed again if that transaction fails. The archive is untrusted input:
 * images pass an upload's checks and rich text is cleaned again (untrusted-archive.ts). Ids
 * continue after the highest the archive's site ever handed out, and every token issued before
 * the restore is refused afterwards (docs/decisions/012).
 */
export async function restoreBackup(
  config: Config,
  file: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<RestoreSummary> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`Arsip ${file} tidak ditemukan.`);
  const work = await mkdtemp(join(tmpdir(), "keraton-pulihkan-"));
  try {
    const manifest = await unpackAndVerify(source, work);
    const tables = tablesOf(manifest);
    const { db, dialect } = createDatabase(config);
    try {
      await migrateToLatest(db);
      await refuseNewerArchive(db, manifest);
      const media = createMediaStore(config, db);
      await refuseNonEmpty(db, media);
      const images = Object.keys(manifest.files).filter((f) => f.startsWith("uploads/"));
      const written: string[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          const store = media.through(trx);
          const progress = progressLine("gambar", images.length, log);
          for (const name of images) {
            const path = `${UPLOADS_URL_PREFIX}${name.slice("uploads/".length)}`;
            const data = await readFile(join(work, name));
            await checkArchivedImage(name, data);
            await store.put(path, data);
            if (media.kind === "local") written.push(path);
            progress.tick();
          }
          for (const table of tables) await loadTable(trx, table, work, manifest, log);
          const dynamic = trx as unknown as TablesByName;
          await continueSequences(dynamic, dialect, tables, manifest.sequences ?? {});
          await endEarlierTokens(trx);
        });
      } catch (err) {
        for (const path of written) await media.remove(path, []);
        if (err instanceof BackupError) throw err;
        throw new BackupError(
          `Pemulihan gagal; tidak ada yang dimuat: ${(err as Error).message ?? String(err)}`,
        );
      }
      // Server copies already running on this database drop what they cached.
      if (dialect === "postgres") await announceToServerCopies(db, "pemulihan");
      return {
        tables: tables.length,
        rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
        images: images.length,
        bytes: Object.values(manifest.files).reduce((a, f) => a + f.size, 0),
      };
    } finally {
      await db.destroy();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The archive's tables in load order; one this version does not know is refused. */
function tablesOf(manifest: Manifest): BackupTable[] {
  for (const name of Object.keys(manifest.tables)) {
    if (!BACKUP_TABLES.some((t) => t.name === name)) {
      throw new BackupError(
        `Tabel ${name} di arsip tidak dikenal versi situs ini; perbarui situs lebih dulu.`,
      );
    }
  }
  return BACKUP_TABLES.filter((t) => t.name in manifest.tables);
}

async function refuseNewerArchive(db: Db, manifest: Manifest) {
  const rows = await (db as unknown as TablesByName)
    .selectFrom("kysely_migration")
    .select("name")
    .execute();
  const known = new Set(rows.map((r: { name: string }) => r.name));
  const newer = manifest.migrations.filter((m) => !known.has(m));
  if (newer.length) {
    throw new BackupError(
      `Arsip dibuat oleh versi situs yang lebih baru (migrasi ${newer.join(", ")}); perbarui situs lebih dulu.`,
    );
  }
}

async function refuseNonEmpty(db: Db, media: MediaStore) {
  const filled: string[] = [];
  for (const table of BACKUP_TABLES) {
    const row = await (db as unknown as TablesByName)
      .selectFrom(table.name)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) filled.push(`${table.name} (${row.n} baris)`);
  }
  const stored = (await media.list()).length;
  if (stored > 0) filled.push(`penyimpanan gambar (${stored} berkas)`);
  if (filled.length) {
    throw new BackupError(
      `Tujuan tidak kosong: ${filled.join(", ")}. Pulihkan hanya ke database dan penyimpanan gambar yang kosong.`,
    );
  }
}

async function loadTable(
  trx: Db,
  table: BackupTable,
  dir: string,
  manifest: Manifest,
  log: (line: string) => void,
) {
  const dynamic = trx as unknown as TablesByName;
  const expected = manifest.tables[table.name];
  const progress = progressLine(`baris ${table.name}`, expected, log);
  const lines = createInterface({ input: createReadStream(join(dir, tableFile(table.name))) });
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    await dynamic.insertInto(table.name).values(batch).execute();
    progress.tick(batch.length);
    batch = [];
  };
  for await (const line of lines) {
    if (!line) continue;
    count++;
    batch.push(cleanArchivedRow(table.name, JSON.parse(line), count));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (count !== expected) {
    throw new BackupError(
      `Berkas ${tableFile(table.name)} memuat ${count} baris, manifest menyebut ${expected}.`,
    );
  }
}

/**
 * Every restored account's tokens start at the next whole second, and the restore commits only
 * once it has begun: a token issued before (on the archive's site, for an id that is used again
 * here, or after a password change the archive predates) has an earlier `iat` and is refused,
 * and every token issued after the commit stands.
 */
async function endEarlierTokens(trx: Db): Promise<void> {
  const validFrom = Math.floor(Date.now() / 1000) + 1;
  await trx.updateTable("users").set({ tokens_valid_from: validFrom }).execute();
  await setTimeout(Math.max(0, validFrom * 1000 - Date.now()));
}

import { existsSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import { type Config, usesPostgres } from "../config.ts";
import { createDatabase, type Db } from "../db/create-database.ts";
import { createMediaStore } from "../media/create-media-store.ts";
import { type MediaStore, pathsOfImage } from "../media/media-store.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  MANIFEST_FILE,
  type Manifest,
  packArchive,
  sha256,
  sha256OfFile,
  tableFile,
  uploadFile,
} from "./archive.ts";
import { BACKUP_TABLES, type TablesByName } from "./backup-tables.ts";
import { progressLine } from "./progress.ts";
import { readSequences } from "./sequences.ts";
import { inSnapshot } from "./snapshot.ts";

export type BackupSummary = {
  file: string;
  tables: number;
  rows: number;
  /** Rows per table, as the manifest counts them. */
  rowsByTable: Record<string, number>;
  images: number;
  bytes: number;
  /** Images rows refer to that the store did not have (missing before the backup began). */
  missingImages: string[];
};

const PAGE = 1000;
const UPLOADS_IN_TEXT = /\/uploads\/[a-f0-9]{32}\.[a-z0-9]+/g;

type Staged = { dir: string; files: Manifest["files"]; referenced: Set<string> };

/** Writes one archive of every table and image, consistent while the site keeps serving. */
export async function createBackup(
  config: Config,
  file: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<BackupSummary> {
  // Opening SQLite would create an empty database in a DATA_DIR that holds no site (a typo).
  const sqliteFile = join(config.DATA_DIR, "keraton.db");
  if (!usesPostgres(config) && !existsSync(sqliteFile)) {
    throw new Error(
      `tidak ada basis data situs di DATA_DIR ${resolve(config.DATA_DIR)} (${sqliteFile} tidak ada): periksa DATA_DIR, atau DATABASE_URL untuk PostgreSQL.`,
    );
  }
  const { db, dialect } = createDatabase(config);
  const media = createMediaStore(config, db);
  const target = resolve(file);
  try {
    let attempt = await stageBackup(db, dialect, media, target, log);
    let missing = missingImages(attempt.staged);
    if (missing.length) {
      // A file uploaded and removed again while this ran: a second snapshot will not see it.
      await rm(attempt.staged.dir, { recursive: true, force: true });
      attempt = await stageBackup(db, dialect, media, target, log);
      missing = missingImages(attempt.staged);
    }
    const { staged, manifest } = attempt;
    try {
      if (missing.length) {
        log(`Peringatan: ${missing.length} gambar dirujuk data tetapi tidak ada di penyimpanan:`);
        for (const path of missing) log(`  ${path}`);
      }
      await writeFile(join(staged.dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
      const temporary = `${target}.tmp-${process.pid}`;
      // A leftover of a crashed run would keep its own (perhaps wider) mode.
      await rm(temporary, { force: true });
      try {
        await packArchive(staged.dir, temporary);
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    } finally {
      await rm(staged.dir, { recursive: true, force: true });
    }
    const images = Object.keys(manifest.files).filter((f) => f.startsWith("uploads/")).length;
    return {
      file: target,
      tables: Object.keys(manifest.tables).length,
      rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
      rowsByTable: manifest.tables,
      images,
      bytes: (await stat(target)).size,
      missingImages: missing,
    };
  } finally {
    await db.destroy();
  }
}

async function stageBackup(
  db: Db,
  dialect: "sqlite" | "postgres",
  media: MediaStore,
  target: string,
  log: (line: string) => void,
) {
  const dir = await mkdtemp(join(dirname(target), ".cadangan-"));
  try {
    return await stageInto(dir, db, dialect, media, log);
  } catch (err) {
    // A failed backup leaves nothing next to where the archive was to go.
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function stageInto(
  dir: string,
  db: Db,
  dialect: "sqlite" | "postgres",
  media: MediaStore,
  log: (line: string) => void,
) {
  const staged: Staged = { dir, files: {}, referenced: new Set() };
  await mkdir(join(dir, "tables"));
  await mkdir(join(dir, "uploads"));
  // Files on disk are never rewritten, only removed once no row refers to them. Copying them
  // before the snapshot starts means every file a row in the snapshot refers to is already here
  // (a row's removal commits before its file goes); files added meanwhile are copied afterwards.
  if (media.kind === "local") await stageImages(media, staged, log);
  const manifest = await inSnapshot(db, dialect, async (trx) => {
    const dynamic = trx as unknown as TablesByName;
    const migrations = await dynamic
      .selectFrom("kysely_migration")
      .select("name")
      .orderBy("name")
      .execute();
    const tables: Record<string, number> = {};
    for (const table of BACKUP_TABLES)
      tables[table.name] = await stageTable(dynamic, table, staged);
    const sequences = await readSequences(dynamic, dialect, BACKUP_TABLES);
    if (media.kind === "database") await stageImages(media.through(trx), staged, log);
    const result: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      dialect,
      migrations: migrations.map((m: { name: string }) => m.name),
      tables,
      sequences,
      files: staged.files,
    };
    return result;
  });
  if (media.kind === "local") await stageImages(media, staged, log);
  return { staged, manifest };
}

async function stageTable(
  trx: TablesByName,
  table: (typeof BACKUP_TABLES)[number],
  staged: Staged,
): Promise<number> {
  const name = tableFile(table.name);
  const path = join(staged.dir, name);
  await writeFile(path, "");
  let rows = 0;
  for (;;) {
    let query = trx.selectFrom(table.name).selectAll();
    for (const column of table.key) query = query.orderBy(column);
    const page = await query.limit(PAGE).offset(rows).execute();
    if (!page.length) break;
    const lines = page.map((row) => JSON.stringify(row));
    for (const line of lines)
      for (const m of line.match(UPLOADS_IN_TEXT) ?? []) staged.referenced.add(m);
    await appendFile(path, `${lines.join("\n")}\n`);
    rows += page.length;
    if (page.length < PAGE) break;
  }
  const { size } = await stat(path);
  staged.files[name] = { sha256: await sha256OfFile(path), size };
  return rows;
}

/** Copies every stored image not yet staged. */
async function stageImages(media: MediaStore, staged: Staged, log: (line: string) => void) {
  const paths = (await media.list()).filter((p) => !staged.files[uploadFile(p)]);
  const progress = progressLine("gambar", paths.length, log);
  for (const path of paths) {
    const name = uploadFile(path);
    const destination = join(staged.dir, name);
    const stored = await media.read(path);
    if (!stored) continue; // removed meanwhile: then no row in the snapshot refers to it
    await writeFile(destination, stored.data);
    staged.files[name] = { sha256: sha256(stored.data), size: stored.data.length };
    progress.tick();
  }
}

/** Stored images (and their variants) the rows refer to that the archive lacks. */
function missingImages(staged: Staged): string[] {
  const missing: string[] = [];
  for (const path of [...staged.referenced].sort()) {
    for (const file of pathsOfImage(path, IMAGE_VARIANT_WIDTHS)) {
      if (!staged.files[uploadFile(file)]) missing.push(file);
    }
  }
  return missing;
}

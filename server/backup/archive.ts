import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { create, extract } from "tar";

export const ARCHIVE_FORMAT = "keraton-cadangan";
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

/** What an archive says about itself; every other file in it is listed with its sum. */
export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  migrations: string[];
  /** table → number of rows, in load order. */
  tables: Record<string, number>;
  /**
   * table → the highest id its identity ever handed out, deleted rows' included (left out by
   * archives made before it was recorded: then the highest id in the rows counts).
   */
  sequences?: Record<string, number>;
  /** archive path (`tables/users.jsonl`, `uploads/…`) → SHA-256 (hex) and size in bytes. */
  files: Record<string, { sha256: string; size: number }>;
};

/** A problem with an archive or a target, told to the operator in Indonesian. */
export class BackupError extends Error {}

export const tableFile = (table: string) => `tables/${table}.jsonl`;
export const uploadFile = (uploadsPath: string) =>
  `uploads/${uploadsPath.slice("/uploads/".length)}`;

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir`, as archive paths with `/`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .sort();
}

/** Password hashes and visitors' phone numbers are inside: only the owner may read an archive. */
export const ARCHIVE_FILE_MODE = 0o600;

/**
 * Packs a staged folder (manifest first) into one uncompressed tar: images are compressed already.
 * The file is created owner-only from its first byte, whatever the umask.
 */
export async function packArchive(stagingDir: string, file: string): Promise<void> {
  const rest = (await filesUnder(stagingDir)).filter((f) => f !== MANIFEST_FILE);
  await create({ file, cwd: stagingDir, portable: true, mode: ARCHIVE_FILE_MODE }, [
    MANIFEST_FILE,
    ...rest,
  ]);
}

/** Unpacks an archive and checks it against its manifest: every file present, listed and intact. */
export async function unpackAndVerify(file: string, intoDir: string): Promise<Manifest> {
  try {
    await extract({ file, cwd: intoDir, strict: true });
  } catch {
    throw new BackupError(`Arsip ${file} tidak bisa dibaca: bukan arsip cadangan atau rusak.`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(intoDir, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupError(`Arsip ${file} tidak memuat ${MANIFEST_FILE} yang dapat dibaca.`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
    throw new BackupError(
      `Arsip ${file} bukan cadangan versi ${ARCHIVE_VERSION} situs ini (format ${manifest.format} versi ${manifest.version}).`,
    );
  }
  const present = (await filesUnder(intoDir)).filter((f) => f !== MANIFEST_FILE);
  for (const name of present) {
    if (!manifest.files[name]) throw new BackupError(`Berkas ${name} tidak tercatat di manifest.`);
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!present.includes(name)) throw new BackupError(`Berkas ${name} hilang dari arsip.`);
    const sum = await sha256OfFile(join(intoDir, name));
    if (sum !== expected.sha256) {
      throw new BackupError(`Berkas ${name} rusak: SHA-256 tidak cocok dengan manifest.`);
    }
  }
  return manifest;
}

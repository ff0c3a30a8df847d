import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../db/create-database.ts";
import { insertMediaIfAbsent } from "./database-media-store.ts";
import { storedFileName, UPLOADS_URL_PREFIX } from "./media-store.ts";

/** Left in DATA_DIR/uploads once its pictures are in the database: they are not copied again. */
export const MOVED_MARKER = ".dipindahkan-ke-database";

export type MovedUploads = { moved: number; from: string };

/**
 * The first release kept pictures in DATA_DIR/uploads on PostgreSQL too; since MEDIA_STORE
 * defaults to `database` there, they must be in the `media` table or every one answers 404.
 * Copies each stored file that is not there yet (its file time becomes its stored time, so
 * caches stay valid), then leaves a marker so a later start does not bring back a picture deleted
 * since. The folder itself is left as it was: a SQLite site may still use it (moving SQLite to
 * PostgreSQL with the same DATA_DIR). A start cut short copies the rest next time; copies starting
 * together on one volume skip what the other took. Undefined when there was nothing to do.
 */
export async function moveLocalUploadsIntoDatabase(
  dataDir: string,
  db: Db,
): Promise<MovedUploads | undefined> {
  const from = join(dataDir, "uploads");
  if (!existsSync(from) || existsSync(join(from, MOVED_MARKER))) return undefined;
  let moved = 0;
  for (const name of await readdir(from)) {
    const path = `${UPLOADS_URL_PREFIX}${name}`;
    if (!storedFileName(path)) continue;
    const file = await readStoredFile(join(from, name));
    if (!file) continue;
    if (await insertMediaIfAbsent(db, { path, data: file.data, storedAt: file.storedAt })) moved++;
  }
  await writeFile(join(from, MOVED_MARKER), `${new Date().toISOString()}\n`);
  return { moved, from };
}

async function readStoredFile(file: string) {
  try {
    const [data, info] = await Promise.all([readFile(file), stat(file)]);
    return { data, storedAt: info.mtime.toISOString() };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** The line an operator reads about a move. */
export function movedUploadsText(move: MovedUploads): string {
  return (
    `Gambar: ${move.moved} berkas dari ${move.from} disalin ke database (MEDIA_STORE=database); ` +
    "folder itu tidak dibaca lagi dan boleh dihapus setelah situs diperiksa."
  );
}

import { existsSync } from "node:fs";
import { readdir, readFile, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../db/create-database.ts";
import { storedFileName, UPLOADS_URL_PREFIX } from "./media-store.ts";

/** Where DATA_DIR/uploads goes once its pictures are in the database: kept, never read again. */
export const MOVED_UPLOADS_DIR = "uploads-dipindahkan-ke-database";

export type MovedUploads = { moved: number; from: string; keptAt: string };

/**
 * The first release kept pictures in DATA_DIR/uploads on PostgreSQL too; since MEDIA_STORE
 * defaults to `database` there, they must be in the `media` table or every one answers 404.
 * Copies each stored file that is not there yet (its file time becomes its stored time, so
 * caches stay valid), then renames the folder so a later start does not bring back a picture
 * deleted since. A start cut short copies the rest next time; copies starting together on one
 * volume skip what the other took. Undefined when there was nothing to move.
 */
export async function moveLocalUploadsIntoDatabase(
  dataDir: string,
  db: Db,
): Promise<MovedUploads | undefined> {
  const from = join(dataDir, "uploads");
  if (!existsSync(from)) return undefined;
  let moved = 0;
  for (const name of await readdir(from)) {
    const path = `${UPLOADS_URL_PREFIX}${name}`;
    if (!storedFileName(path)) continue;
    const file = await readStoredFile(join(from, name));
    if (!file) continue;
    const inserted = await db
      .insertInto("media")
      .values({ path, data: file.data, size: file.data.length, stored_at: file.storedAt })
      .onConflict((oc) => oc.column("path").doNothing())
      .executeTakeFirst();
    moved += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  const usual = join(dataDir, MOVED_UPLOADS_DIR);
  const keptAt = existsSync(usual) ? `${usual}-${Date.now()}` : usual;
  try {
    await rename(from, keptAt);
  } catch (err) {
    // Another copy on the same volume renamed it first.
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  return { moved, from, keptAt };
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
    `Gambar: ${move.moved} berkas dari ${move.from} dipindahkan ke database (MEDIA_STORE=database); ` +
    `folder lama disimpan sebagai ${move.keptAt} dan boleh dihapus setelah situs diperiksa.`
  );
}

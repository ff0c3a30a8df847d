import type { Db } from "../db/create-database.ts";
import type { ProcessedImage } from "./image-intake.ts";
import {
  filesOfNewImage,
  type MediaStore,
  pathsOfImage,
  type StoredFile,
  storedFileName,
} from "./media-store.ts";

/** Images as rows of the `media` table: every server copy on the same PostgreSQL serves them. */
export class DatabaseMediaStore implements MediaStore {
  readonly kind = "database";
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async save(image: ProcessedImage): Promise<string> {
    const files = filesOfNewImage(image);
    const storedAt = new Date().toISOString();
    await this.#db
      .insertInto("media")
      .values(files.map(([path, data]) => ({ path, data, size: data.length, stored_at: storedAt })))
      .execute();
    return files[0][0];
  }

  async remove(path: string, widths: readonly number[]): Promise<void> {
    if (!storedFileName(path)) return;
    await this.#db.deleteFrom("media").where("path", "in", pathsOfImage(path, widths)).execute();
  }

  async read(path: string): Promise<StoredFile | undefined> {
    if (!storedFileName(path)) return undefined;
    const row = await this.#db
      .selectFrom("media")
      .select(["data", "stored_at"])
      .where("path", "=", path)
      .executeTakeFirst();
    return row ? { data: Buffer.from(row.data), storedAt: new Date(row.stored_at) } : undefined;
  }

  async list(): Promise<string[]> {
    const rows = await this.#db.selectFrom("media").select("path").orderBy("path").execute();
    return rows.map((r) => r.path);
  }

  async put(path: string, data: Buffer): Promise<void> {
    if (!storedFileName(path)) throw new Error(`not an uploads path: ${path}`);
    await this.#db
      .insertInto("media")
      .values({ path, data, size: data.length, stored_at: new Date().toISOString() })
      .execute();
  }

  through(db: Db): MediaStore {
    return new DatabaseMediaStore(db);
  }
}

/** Stores a file under `path` unless one is there already; true when it was stored. */
export async function insertMediaIfAbsent(
  db: Db,
  file: { path: string; data: Uint8Array; storedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("media")
    .values({ path: file.path, data: file.data, size: file.data.length, stored_at: file.storedAt })
    .onConflict((oc) => oc.column("path").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

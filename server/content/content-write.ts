import type { Db } from "../db/create-database.ts";
import type { MediaStore } from "../media/media-store.ts";
import { removeUnusedImages } from "../media/unused-images.ts";
import { storeUploadedImage } from "../media/upload-field.ts";
import type { ContentChanges } from "./content-changes.ts";
import { withSlugRetry } from "./with-slug-retry.ts";

/** What a write of content that visitors see needs. */
export type ContentDeps = { db: Db; media: MediaStore; contentChanges: ContentChanges };

/** What a write hands back: the saved item, and the image it no longer shows (if any). */
export type Written<T> = { item: T; replacedImage?: string };

export type WriteOptions = {
  /** An uploaded image: stored before the write, which gets its path. */
  upload?: File;
  /** The write picks a unique slug: run it again when a concurrent write took that slug. */
  slugged?: boolean;
};

/**
 * One committed write of content that visitors see. The uploaded image is stored first and its
 * path handed to the write, which runs in one transaction; a failed write leaves no new file
 * behind. Once committed, the image it replaced is removed when nothing refers to it any more, and
 * the change is announced to every cache.
 */
export async function writeContent<T>(
  deps: ContentDeps,
  options: WriteOptions,
  write: (db: Db, gambar: string | undefined) => Promise<Written<T>>,
): Promise<T> {
  const gambar = await storeUploadedImage(deps.media, options.upload);
  const transact = () => inTransaction(deps.db, (db) => write(db, gambar));
  let result: Written<T>;
  try {
    result = await (options.slugged ? withSlugRetry(transact) : transact());
  } catch (err) {
    await removeUnusedImages(deps, [gambar]);
    throw err;
  }
  await removeUnusedImages(deps, [result.replacedImage]);
  deps.contentChanges.announce();
  return result.item;
}

/**
 * Deletes content in one transaction (`remove` answers the images the deleted rows showed); then
 * removes those images that nothing else shows, and announces the change.
 */
export async function removeContent(
  deps: ContentDeps,
  remove: (db: Db) => Promise<ReadonlyArray<string>>,
): Promise<void> {
  const images = await inTransaction(deps.db, remove);
  await removeUnusedImages(deps, images);
  deps.contentChanges.announce();
}

/** Runs the work in a transaction; inside an outer one (the demo seed) it joins that. */
function inTransaction<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

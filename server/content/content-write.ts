import type { UploadLimits } from "../../common/content/kind.ts";
import type { Db } from "../db/create-database.ts";
import { takePrunedImages } from "../desk/versioned-write.ts";
import type { MediaStore } from "../media/media-store.ts";
import { removeUnusedImages } from "../media/unused-images.ts";
import { storeUploadedImage } from "../media/upload-field.ts";
import type { ContentChanges } from "./content-changes.ts";
import { withSlugRetry } from "./with-slug-retry.ts";

/** What a write of content that visitors see needs. */
export type ContentDeps = { db: Db; media: MediaStore; contentChanges: ContentChanges };

/** What a write hands back: the saved item, and the images it no longer shows (if any). */
export type Written<T> = {
  item: T;
  replacedImage?: string;
  /** For writes of several images (settings): each one replaced. */
  replacedImages?: ReadonlyArray<string | undefined>;
};

/** Paths of the images stored for a write, by the name of their field. */
export type StoredImages = Record<string, string | undefined>;

export type WriteOptions = {
  /** An uploaded image: stored before the write, which gets its path. */
  upload?: File;
  /** More uploaded images by field name (a form with several image fields): stored the same way. */
  uploads?: Record<string, File | undefined>;
  /** How large the uploaded images may be (their kind's); without it, every kind's default. */
  limits?: UploadLimits;
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
  write: (db: Db, gambar: string | undefined, stored: StoredImages) => Promise<Written<T>>,
): Promise<T> {
  const stored: StoredImages = {};
  let gambar: string | undefined;
  // Pictures only the versions pruned by this write showed go too, once it is committed.
  let pruned: string[] = [];
  const transact = () =>
    inTransaction(deps.db, async (db) => {
      const written = await write(db, gambar, stored);
      pruned = takePrunedImages(db);
      return written;
    });
  let result: Written<T>;
  try {
    gambar = await storeUploadedImage(deps.media, options.upload, options.limits);
    for (const [field, file] of Object.entries(options.uploads ?? {})) {
      stored[field] = await storeUploadedImage(deps.media, file, options.limits);
    }
    result = await (options.slugged ? withSlugRetry(transact) : transact());
  } catch (err) {
    await removeUnusedImages(deps, [gambar, ...Object.values(stored)]);
    throw err;
  }
  await removeUnusedImages(deps, [
    result.replacedImage,
    ...(result.replacedImages ?? []),
    ...pruned,
  ]);
  announceCommitted(deps);
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
  announceCommitted(deps);
}

/**
 * Several writes committed as one (the demo seed): each joins one transaction, and the change is
 * announced once, after the commit — a failure announces nothing.
 */
export async function writeContentTogether<T>(
  deps: ContentDeps,
  writes: (deps: ContentDeps) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction().execute((db) => writes({ ...deps, db }));
  deps.contentChanges.announce();
  return result;
}

/** Caches go stale once a write is committed; a write inside an outer transaction waits for it. */
function announceCommitted(deps: ContentDeps): void {
  if (!deps.db.isTransaction) deps.contentChanges.announce();
}

/** Runs the work in a transaction; inside an outer one (`writeContentTogether`) it joins that. */
function inTransaction<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

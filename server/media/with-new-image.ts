import type { Db } from "../db/create-database.ts";
import type { MediaStore } from "./media-store.ts";
import { removeImageIfUnused } from "./references.ts";
import { storeUploadedImage } from "./upload-field.ts";

/**
 * Stores an uploaded image (if any), runs the write with its path, and cleans up: the new files
 * when the write fails, the replaced image once nothing refers to it.
 */
export async function withNewImage<T extends object>(
  deps: { db: Db; media: MediaStore },
  file: File | undefined,
  write: (gambar: string | undefined) => Promise<T>,
): Promise<T> {
  const gambar = await storeUploadedImage(deps.media, file);
  let result: T;
  try {
    result = await write(gambar);
  } catch (err) {
    await removeImageIfUnused(deps.db, deps.media, gambar);
    throw err;
  }
  if ("replacedImage" in result && typeof result.replacedImage === "string") {
    await removeImageIfUnused(deps.db, deps.media, result.replacedImage);
  }
  return result;
}

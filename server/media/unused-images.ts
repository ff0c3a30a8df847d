import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import type { Db } from "../db/create-database.ts";
import { removeTiles } from "../iiif/iiif-tiler.ts";
import { log } from "../log/logger.ts";
import { isImageReferenced } from "./image-references.repository.ts";
import type { MediaStore } from "./media-store.ts";

/** Deletes each image's files once no row refers to it any more, rich text included. */
export async function removeUnusedImages(
  { db, media }: { db: Db; media: MediaStore },
  paths: ReadonlyArray<string | undefined>,
): Promise<void> {
  for (const path of new Set(paths)) {
    if (!path || (await isImageReferenced(db, path))) continue;
    try {
      await media.remove(path, IMAGE_VARIANT_WIDTHS);
      await removeTiles({ db, media }, path);
    } catch (err) {
      // The write is committed; a file left behind costs only disk space.
      log.error({ err, path }, "Gambar yang tidak dipakai lagi tidak dapat dihapus");
    }
  }
}

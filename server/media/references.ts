import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import type { Db } from "../db/create-database.ts";
import type { MediaStore } from "./media-store.ts";

async function isReferenced(db: Db, path: string): Promise<boolean> {
  const [inInformasi, inDokumentasi, inSettings] = await Promise.all([
    db.selectFrom("informasi").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("dokumentasi").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("settings").select("id").where("gambar_struktur", "=", path).executeTakeFirst(),
  ]);
  return Boolean(inInformasi || inDokumentasi || inSettings);
}

/** Deletes an image's files once no row refers to it any more. */
export async function removeImageIfUnused(db: Db, media: MediaStore, path: string | undefined) {
  if (!path || (await isReferenced(db, path))) return;
  try {
    await media.remove(path, IMAGE_VARIANT_WIDTHS);
  } catch (err) {
    console.error(`could not remove unused image ${path}:`, err);
  }
}

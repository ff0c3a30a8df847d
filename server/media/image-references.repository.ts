import { richTextColumns } from "../../common/content/kind.ts";
import { showsImage } from "../content/core/content.repository.ts";
import { allKinds } from "../content/core/kind-list.ts";
import type { Db } from "../db/create-database.ts";
import { galleryShows } from "../galeri/galeri.repository.ts";

/** The random name an image was stored under; its variants (`<name>-w480.webp`) share it. */
function storedName(path: string): string | undefined {
  return /^\/uploads\/([a-f0-9]{32})\.[a-z]+$/.exec(path)?.[1];
}

/**
 * True while any row shows the image: as an item's picture, or anywhere in rich text, or in a
 * kept earlier version (a revision), which may be restored. Every kind of content is asked from
 * its declaration (its picture and its rich-text fields, English twins included), then the things
 * that are not content.
 */
export async function isImageReferenced(db: Db, path: string): Promise<boolean> {
  const name = storedName(path);
  // Rich text can show any stored image, the original or a variant, anywhere in its HTML.
  const shown = name ? `%/uploads/${name}%` : undefined;
  const found = await Promise.all([
    ...allKinds().map((kind) => showsImage(db, kind, path, richTextColumns(kind), shown)),
    db.selectFrom("settings").select("id").where("gambar_struktur", "=", path).executeTakeFirst(),
    db.selectFrom("settings").select("id").where("gambar_sambutan", "=", path).executeTakeFirst(),
    db.selectFrom("hero").select("id").where("gambar", "=", path).executeTakeFirst(),
    galleryShows(db, allKinds(), path),
    ...(shown
      ? [
          db.selectFrom("texts").select("type").where("content", "like", shown).executeTakeFirst(),
          db
            .selectFrom("texts")
            .select("type")
            .where("content_en", "like", shown)
            .executeTakeFirst(),
          db
            .selectFrom("settings")
            .select("id")
            .where((eb) =>
              eb.or([eb("teks_sambutan", "like", shown), eb("teks_sambutan_en", "like", shown)]),
            )
            .executeTakeFirst(),
          db.selectFrom("revisi").select("id").where("data", "like", shown).executeTakeFirst(),
        ]
      : []),
  ]);
  return found.some(Boolean);
}

import type { Db } from "../db/create-database.ts";

/** The random name an image was stored under; its variants (`<name>-w480.webp`) share it. */
function storedName(path: string): string | undefined {
  return /^\/uploads\/([a-f0-9]{32})\.[a-z]+$/.exec(path)?.[1];
}

/** True while any row shows the image: as an item's picture, or anywhere in rich text. */
export async function isImageReferenced(db: Db, path: string): Promise<boolean> {
  const name = storedName(path);
  // Rich text can show any stored image, the original or a variant, anywhere in its HTML.
  const shown = `%/uploads/${name}%`;
  const found = await Promise.all([
    db.selectFrom("informasi").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("dokumentasi").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("settings").select("id").where("gambar_struktur", "=", path).executeTakeFirst(),
    db.selectFrom("settings").select("id").where("gambar_sambutan", "=", path).executeTakeFirst(),
    db.selectFrom("hero").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("dokumentasi_galeri").select("id").where("gambar", "=", path).executeTakeFirst(),
    db.selectFrom("agenda").select("id").where("gambar", "=", path).executeTakeFirst(),
    ...(name
      ? [
          db
            .selectFrom("informasi")
            .select("id")
            .where("deskripsi", "like", shown)
            .executeTakeFirst(),
          db
            .selectFrom("dokumentasi")
            .select("id")
            .where("deskripsi", "like", shown)
            .executeTakeFirst(),
          db.selectFrom("agenda").select("id").where("deskripsi", "like", shown).executeTakeFirst(),
          db.selectFrom("texts").select("type").where("content", "like", shown).executeTakeFirst(),
          db
            .selectFrom("settings")
            .select("id")
            .where("teks_sambutan", "like", shown)
            .executeTakeFirst(),
        ]
      : []),
  ]);
  return found.some(Boolean);
}

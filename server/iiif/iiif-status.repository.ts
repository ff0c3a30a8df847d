import type { Db } from "../db/create-database.ts";

/** Of these pictures, the ones whose IIIF tiles are made. */
export async function readyPictures(db: Db, paths: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(paths.filter(Boolean))];
  if (!wanted.length) return new Set();
  const rows = await db
    .selectFrom("iiif_gambar")
    .select("gambar")
    .where("gambar", "in", wanted)
    .where("siap", "=", 1)
    .execute();
  return new Set(rows.map((r) => r.gambar));
}

/** A made picture's size (for manifests), or undefined while its tiles are not made. */
export function readyPicture(
  db: Db,
  path: string,
): Promise<{ lebar: number | null; tinggi: number | null } | undefined> {
  return db
    .selectFrom("iiif_gambar")
    .select(["lebar", "tinggi"])
    .where("gambar", "=", path)
    .where("siap", "=", 1)
    .executeTakeFirst();
}

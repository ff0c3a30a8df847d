import type { Db } from "../db/create-database.ts";
import type { IiifGambarTable } from "../koleksi/koleksi.tables.ts";

/** Of these pictures, the ones whose IIIF tiles are made, and the ones that could not be tiled. */
export async function tileStates(
  db: Db,
  paths: readonly string[],
): Promise<{ ready: Set<string>; failed: Set<string> }> {
  const wanted = [...new Set(paths.filter(Boolean))];
  const ready = new Set<string>();
  const failed = new Set<string>();
  if (!wanted.length) return { ready, failed };
  const rows = await db
    .selectFrom("iiif_gambar")
    .select(["gambar", "siap", "gagal"])
    .where("gambar", "in", wanted)
    .execute();
  for (const row of rows) {
    if (Number(row.siap) === 1) ready.add(row.gambar);
    else if (row.gagal !== null) failed.add(row.gambar);
  }
  return { ready, failed };
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

/** Collection pictures (objects' and their views') without tiles and not being tiled now. */
export async function waitingPictures(db: Db, now: Date, staleMs: number): Promise<string[]> {
  const stale = new Date(now.getTime() - staleMs).toISOString();
  const pictures = db
    .selectFrom("koleksi")
    .select("gambar")
    .where("gambar", "<>", "")
    .union(db.selectFrom("koleksi_galeri").select("gambar"));
  const rows = await db
    .selectFrom(pictures.as("p"))
    .leftJoin("iiif_gambar as i", "i.gambar", "p.gambar")
    .select("p.gambar")
    .where((eb) =>
      eb.or([
        eb("i.gambar", "is", null),
        eb.and([
          eb("i.siap", "=", 0),
          eb("i.gagal", "is", null),
          eb.or([eb("i.diklaim_pada", "is", null), eb("i.diklaim_pada", "<", stale)]),
        ]),
      ]),
    )
    .limit(20)
    .execute();
  return rows.map((r) => r.gambar);
}

/** Claims the picture for this process; false when another copy claimed it first. */
export async function claim(db: Db, gambar: string, now: Date, staleMs: number): Promise<boolean> {
  const at = now.toISOString();
  const stale = new Date(now.getTime() - staleMs).toISOString();
  const claimed = await db
    .insertInto("iiif_gambar")
    .values({ gambar, diklaim_pada: at, lebar: null, tinggi: null, gagal: null })
    .onConflict((oc) =>
      oc
        .column("gambar")
        .doUpdateSet({ diklaim_pada: at })
        .where((eb) =>
          eb.and([
            eb("iiif_gambar.siap", "=", 0),
            eb.or([
              eb("iiif_gambar.diklaim_pada", "is", null),
              eb("iiif_gambar.diklaim_pada", "<", stale),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function finishPicture(
  db: Db,
  gambar: string,
  state: Partial<Pick<IiifGambarTable, "lebar" | "tinggi" | "gagal" | "diklaim_pada">> & {
    siap?: number;
  },
): Promise<void> {
  await db.updateTable("iiif_gambar").set(state).where("gambar", "=", gambar).execute();
}

export async function forgetPicture(db: Db, gambar: string): Promise<void> {
  await db.deleteFrom("iiif_gambar").where("gambar", "=", gambar).execute();
}

/** Replaces a picture's tile files (the database tile store). */
export async function replaceTiles(
  db: Db,
  name: string,
  files: ReadonlyArray<{ path: string; data: Uint8Array }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("iiif_ubin").where("gambar", "=", name).execute();
    for (const file of files) {
      await trx
        .insertInto("iiif_ubin")
        .values({ gambar: name, ...file })
        .execute();
    }
  });
}

export async function readTile(db: Db, name: string, path: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("iiif_ubin")
    .select("data")
    .where("gambar", "=", name)
    .where("path", "=", path)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

export async function deleteTiles(db: Db, name: string): Promise<void> {
  await db.deleteFrom("iiif_ubin").where("gambar", "=", name).execute();
}

/** The stored picture by this IIIF name that a published object shows, if any. */
export async function publishedPicture(db: Db, name: string): Promise<string | undefined> {
  const like = `/uploads/${name}.%`;
  const own = await db
    .selectFrom("koleksi")
    .select("gambar")
    .where("status", "=", "terbit")
    .where("gambar", "like", like)
    .executeTakeFirst();
  if (own) return own.gambar;
  const view = await db
    .selectFrom("koleksi_galeri as g")
    .innerJoin("koleksi as k", "k.id", "g.koleksi_id")
    .select("g.gambar")
    .where("k.status", "=", "terbit")
    .where("g.gambar", "like", like)
    .executeTakeFirst();
  return view?.gambar;
}

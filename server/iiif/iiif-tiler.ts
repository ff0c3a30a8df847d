// Makes the IIIF tiles of collection pictures in the background, one picture at a time per
// server process (a 100-megapixel master is decoded in strips by libvips, memory stays bounded).
// Which pictures lack tiles is read from the database, so a restart resumes the work and several
// server copies share it: each claims a picture before tiling it (a claim older than
// CLAIM_STALE_MS, left by a copy that stopped, is taken over).
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { uploadLimitsOf } from "../../common/content/kind.ts";
import { koleksiKind } from "../../common/content/koleksi.kind.ts";
import { iiifNameOf } from "../../common/koleksi/iiif-paths.ts";
import { RepeatingRounds } from "../background/repeating-rounds.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import type { Db } from "../db/create-database.ts";
import { log } from "../log/logger.ts";
import type { MediaStore } from "../media/media-store.ts";
import * as repo from "./iiif.repository.ts";
import { type TileStore, tileStoreFor } from "./tile-store.ts";

export const TILE_SIZE = 512;
const CLAIM_STALE_MS = 10 * 60_000;
const run = promisify(execFile);

type TilerDeps = { db: Db; media: MediaStore; contentChanges: ContentChanges };

const TILE_MAIN = new URL("./tile-main.ts", import.meta.url).pathname;

/**
 * Runs tile-main.ts on a picture file; the size it tiled and the child's peak RSS (KB), or an
 * error with what it said.
 */
export async function tileInChild(input: string, output: string) {
  const args = [TILE_MAIN, input, output, String(uploadLimitsOf(koleksiKind).maxPixels)];
  const { stdout } = await run(process.execPath, [...args, String(TILE_SIZE)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as Tiled;
}

type Tiled = { width: number; height: number; peakKb: number };

/** Tiles one picture with sharp (in a process of its own) into the tile store; its size. */
export async function tilePicture(
  media: MediaStore,
  tiles: TileStore,
  gambar: string,
): Promise<Tiled | undefined> {
  const name = iiifNameOf(gambar);
  const stored = await media.read(gambar);
  if (!name || !stored) return undefined;
  const work = await mkdtemp(join(tmpdir(), "iiif-"));
  try {
    const input = join(work, "master");
    await writeFile(input, stored.data);
    const output = join(work, name);
    let size: Tiled;
    try {
      size = await tileInChild(input, output);
    } catch (err) {
      // The child's last words (sharp's message), not the command line.
      const said = String((err as { stderr?: string }).stderr ?? "")
        .trim()
        .split("\n")
        .at(-1);
      throw new Error(said || "pemotongan ubin gagal");
    }
    await tiles.keep(name, output);
    return size;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export class IiifTiler extends RepeatingRounds<number> {
  readonly #deps: TilerDeps;
  readonly #tiles: TileStore;

  constructor(deps: TilerDeps, everyMs = 2000) {
    super({ everyMs, failure: "Ubin IIIF gagal dibuat" });
    this.#deps = deps;
    this.#tiles = tileStoreFor(deps);
  }

  /** Tiles every waiting picture now (tests, and the next round); how many were made. */
  runNow(): Promise<number> {
    return this.roundNow();
  }

  protected async round(now: Date): Promise<number> {
    const { db } = this.#deps;
    let made = 0;
    for (const gambar of await repo.waitingPictures(db, now, CLAIM_STALE_MS)) {
      if (!(await repo.claim(db, gambar, new Date(), CLAIM_STALE_MS))) continue;
      try {
        const size = await tilePicture(this.#deps.media, this.#tiles, gambar);
        await repo.finishPicture(
          db,
          gambar,
          size
            ? { siap: 1, lebar: size.width, tinggi: size.height, diklaim_pada: null }
            : { gagal: "gambar tidak ada", diklaim_pada: null },
        );
        if (size) made++;
      } catch (err) {
        log.error({ err, gambar }, "Ubin IIIF gagal dibuat");
        const gagal = String((err as Error).message).slice(0, 200);
        await repo.finishPicture(db, gambar, { gagal, diklaim_pada: null });
      }
    }
    // Pages and API answers now say the tiles are ready.
    if (made) this.#deps.contentChanges.announce();
    return made;
  }
}

/** Removes a picture's tiles and their record (the picture itself is gone). */
export async function removeTiles(deps: { db: Db; media: MediaStore }, gambar: string) {
  const name = iiifNameOf(gambar);
  if (!name) return;
  await repo.forgetPicture(deps.db, gambar);
  await tileStoreFor(deps).remove(name);
}

// Where a picture's IIIF tiles live: beside the uploads they were made from. `local` keeps them
// under DATA_DIR/iiif/<name>/…, `database` in the `iiif_ubin` table, so every server copy on the
// same PostgreSQL serves them (as server/media keeps the pictures themselves).
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Db } from "../db/create-database.ts";
import { LocalMediaStore } from "../media/local-media-store.ts";
import type { MediaStore } from "../media/media-store.ts";
import { deleteTiles, readTile, replaceTiles } from "./iiif.repository.ts";

export interface TileStore {
  /** Keeps every file under `directory` (sharp's output) as the picture's tiles. */
  keep(name: string, directory: string): Promise<void>;
  /** One file of the picture's tiles (`info.json`, `0,0,512,512/512,512/0/default.jpg`). */
  read(name: string, path: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
}

/** A tile's path: only what sharp writes (no `..`, no other characters). */
const TILE_PATH = /^(?:info\.json|(?:full|\d+,\d+,\d+,\d+)\/\d+,\d*\/0\/default\.jpg)$/;
const NAME = /^[a-f0-9]{32}$/;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(directory, join(e.parentPath, e.name)).split(sep).join("/"))
    .filter((path) => TILE_PATH.test(path));
}

class LocalTileStore implements TileStore {
  readonly #root: string;
  constructor(dataDir: string) {
    this.#root = join(dataDir, "iiif");
  }
  async keep(name: string, directory: string): Promise<void> {
    await mkdir(this.#root, { recursive: true });
    await rm(join(this.#root, name), { recursive: true, force: true });
    await rename(directory, join(this.#root, name));
  }
  async read(name: string, path: string): Promise<Buffer | undefined> {
    if (!NAME.test(name) || !TILE_PATH.test(path)) return undefined;
    try {
      return await readFile(join(this.#root, name, ...path.split("/")));
    } catch {
      return undefined;
    }
  }
  async remove(name: string): Promise<void> {
    if (NAME.test(name)) await rm(join(this.#root, name), { recursive: true, force: true });
  }
}

class DatabaseTileStore implements TileStore {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }
  async keep(name: string, directory: string): Promise<void> {
    const files = [];
    for (const path of await filesUnder(directory)) {
      files.push({ path, data: await readFile(join(directory, ...path.split("/"))) });
    }
    await replaceTiles(this.#db, name, files);
    await rm(directory, { recursive: true, force: true });
  }
  async read(name: string, path: string): Promise<Buffer | undefined> {
    if (!NAME.test(name) || !TILE_PATH.test(path)) return undefined;
    return readTile(this.#db, name, path);
  }
  async remove(name: string): Promise<void> {
    await deleteTiles(this.#db, name);
  }
}

/** The tile store beside this media store (local tiles sit next to DATA_DIR/uploads). */
export function tileStoreFor(deps: { db: Db; media: MediaStore }): TileStore {
  const { media } = deps;
  return media instanceof LocalMediaStore ? localTileStore(media) : new DatabaseTileStore(deps.db);
}

/** Tiles as files next to a local media store's uploads (DATA_DIR/iiif). */
export function localTileStore(media: LocalMediaStore): TileStore {
  return new LocalTileStore(join(media.directory, ".."));
}

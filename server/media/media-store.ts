import { randomBytes } from "node:crypto";
import { imageVariantPath } from "../../common/images.ts";
import type { Db } from "../db/create-database.ts";
import type { ProcessedImage } from "./image-intake.ts";

export const UPLOADS_URL_PREFIX = "/uploads/";

/** One stored file: its bytes and when it was stored (names are never reused). */
export type StoredFile = { data: Buffer; storedAt: Date };

/**
 * Where uploaded images live. Paths are root-relative (`/uploads/3f…a1.jpg`) whatever the store:
 * `local` keeps files under DATA_DIR/uploads, `database` keeps them in the `media` table so every
 * server copy can serve them.
 */
export interface MediaStore {
  readonly kind: "local" | "database";
  /** Stores the image and its variants under a new random name; returns the original's path. */
  save(image: ProcessedImage): Promise<string>;
  /** Removes a stored image and its variants; anything not under /uploads/ is left alone. */
  remove(path: string, widths: readonly number[]): Promise<void>;
  /** A stored file by its path, or undefined (also for any path that is not a stored name). */
  read(path: string): Promise<StoredFile | undefined>;
  /** Every stored file's path, sorted. */
  list(): Promise<string[]>;
  /** Stores one file under the path it had elsewhere (restoring a backup). */
  put(path: string, data: Buffer): Promise<void>;
  /** The same store, reading and writing through `db` (a transaction); `local` ignores it. */
  through(db: Db): MediaStore;
}

const STORED_NAME = /^[a-f0-9]{32}(-w\d+)?\.[a-z0-9]+$/;

/** The file name behind an uploads path, or undefined when the path is not one the store makes. */
export function storedFileName(path: string): string | undefined {
  if (!path.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = path.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : undefined;
}

/** Paths and bytes of a processed image under a fresh random name: the original first. */
export function filesOfNewImage(image: ProcessedImage): Array<[string, Buffer]> {
  const path = `${UPLOADS_URL_PREFIX}${randomBytes(16).toString("hex")}.${image.extension}`;
  return [
    [path, image.original],
    ...image.variants.map((v): [string, Buffer] => [imageVariantPath(path, v.width), v.data]),
  ];
}

/** An image's path and its variants' paths. */
export function pathsOfImage(path: string, widths: readonly number[]): string[] {
  return [path, ...widths.map((w) => imageVariantPath(path, w))];
}

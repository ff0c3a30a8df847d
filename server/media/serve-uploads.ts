import type { Context } from "hono";
import { LATER_VARIANT_STAND_INS } from "../../common/images.ts";
import { IMMUTABLE_CACHE, isFresh } from "../http/static-files.ts";
import type { MediaStore, StoredFile } from "./media-store.ts";
import { RememberedPictures } from "./remembered-pictures.ts";

/** Pictures kept for a database outage, per process (docs/decisions/130). */
const REMEMBERED_PICTURE_BYTES = 16 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

const VARIANT = /^\/uploads\/[a-f0-9]{32}-w(\d+)\.webp$/;

/** Where an older upload's missing variant is answered from, or undefined. */
function standIn(path: string): string | undefined {
  const width = VARIANT.exec(path)?.[1];
  const replacement = width ? LATER_VARIANT_STAND_INS[Number(width)] : undefined;
  return replacement ? path.replace(`-w${width}.`, `-w${replacement}.`) : undefined;
}

/**
 * GET /uploads/{name}: a stored image from the media store, whichever it is. Only names the store
 * makes are looked up, so nothing else in DATA_DIR (the database, the secret) is reachable in any
 * spelling. Answers 304 to a browser or proxy that already holds the file. From the database store,
 * the pictures served lately are also kept in memory and answered while the database is away.
 */
export function serveUploads(media: MediaStore) {
  const read =
    media.kind === "database" ? readRemembering(media) : (path: string) => media.read(path);
  return async (c: Context) => {
    const path = c.req.path;
    const type = CONTENT_TYPES[path.slice(path.lastIndexOf(".") + 1)];
    const file = type ? await read(path) : undefined;
    if (!file) {
      // Images uploaded before the 320 and 1600 px variants existed lack them: a neighbour
      // stands in (docs/decisions/030), so a srcset may always list every width.
      const replacement = standIn(path);
      if (replacement) return c.redirect(replacement, 302);
      return c.text("Gambar tidak ditemukan", 404);
    }

    const lastModified = new Date(Math.floor(file.storedAt.getTime() / 1000) * 1000);
    const etag = `"${file.data.length.toString(16)}-${lastModified.getTime().toString(16)}"`;
    c.header("Content-Type", type);
    // Stored names are random and never reused, so a file never changes.
    c.header("Cache-Control", IMMUTABLE_CACHE);
    c.header("Last-Modified", lastModified.toUTCString());
    c.header("ETag", etag);
    if (isFresh(c, etag, lastModified)) return c.body(null, 304);
    c.header("Content-Length", String(file.data.length));
    return c.body(new Uint8Array(file.data));
  };
}

/** Reads from the store; when the store fails, the copy served last, if memory still holds it. */
function readRemembering(media: MediaStore) {
  const remembered = new RememberedPictures(REMEMBERED_PICTURE_BYTES);
  return async (path: string): Promise<StoredFile | undefined> => {
    let file: StoredFile | undefined;
    try {
      file = await media.read(path);
    } catch (err) {
      const kept = remembered.get(path);
      if (kept) return kept;
      throw err;
    }
    if (file) remembered.keep(path, file);
    else remembered.forget(path);
    return file;
  };
}

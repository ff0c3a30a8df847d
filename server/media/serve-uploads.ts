import type { Context } from "hono";
import { IMMUTABLE_CACHE } from "../http/static-files.ts";
import type { MediaStore } from "./media-store.ts";

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

const WIDEST_VARIANT = /^\/uploads\/[a-f0-9]{32}-w1600\.webp$/;

/**
 * GET /uploads/{name}: a stored image from the media store, whichever it is. Only names the store
 * makes are looked up, so nothing else in DATA_DIR (the database, the secret) is reachable in any
 * spelling. Answers 304 to a browser or proxy that already holds the file.
 */
export function serveUploads(media: MediaStore) {
  return async (c: Context) => {
    const path = c.req.path;
    const type = CONTENT_TYPES[path.slice(path.lastIndexOf(".") + 1)];
    const file = type ? await media.read(path) : undefined;
    if (!file) {
      // Images uploaded before the 1600 px variant existed lack it: their 960 px one stands in
      // (docs/decisions/030), so a srcset may always list 1600.
      if (WIDEST_VARIANT.test(path)) return c.redirect(path.replace("-w1600.", "-w960."), 302);
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

function isFresh(c: Context, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === etag || tag === "*");
  }
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

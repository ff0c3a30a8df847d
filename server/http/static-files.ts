import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";

/** For files whose name changes with their content: hashed assets, stored uploads. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/**
 * serveStatic with a Cache-Control header, an ETag and answers of 304 to a browser that already
 * holds the file (serveStatic sends Last-Modified but answers neither If-None-Match nor
 * If-Modified-Since). Its own `onFound` hook runs after the response is built, so a header set
 * there never reaches the client: set it on the response.
 */
export function serveStaticCached(
  options: Omit<ServeStaticOptions, "onFound">,
  cacheControl: string,
): MiddlewareHandler {
  const serve = serveStatic(options);
  return async (c, next) => {
    let passedOn = false;
    const res = await serve(c, async () => {
      passedOn = true;
      await next();
    });
    if (passedOn || !(res instanceof Response)) return res;
    res.headers.set("Cache-Control", cacheControl);
    if (res.status !== 200) return res;
    const etag = fileEtag(res.headers);
    if (!etag) return res;
    res.headers.set("ETag", etag);
    const lastModified = new Date(res.headers.get("last-modified") ?? "");
    if (!isFresh(c, etag, lastModified)) return res;
    // The file was opened to send it: close it, and answer with the validators alone.
    await res.body?.cancel();
    const headers = new Headers();
    for (const name of ["cache-control", "etag", "last-modified", "vary"]) {
      const value = res.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  };
}

/**
 * A strong ETag from what serveStatic knows of the file it sends: its size, its modification time
 * and its encoding (the .br and .gz twins are other bytes, so other tags).
 */
function fileEtag(headers: Headers): string | undefined {
  const size = Number(headers.get("content-length"));
  const modified = Date.parse(headers.get("last-modified") ?? "");
  if (!Number.isFinite(size) || Number.isNaN(modified)) return undefined;
  const encoding = headers.get("content-encoding");
  return `"${size.toString(16)}-${(modified / 1000).toString(16)}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * True when the client's copy (If-None-Match, else If-Modified-Since, RFC 9110 13.2.2) is the
 * one it would get: answer 304.
 */
export function isFresh(c: Context, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === etag || tag === "*");
  }
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  return (
    !Number.isNaN(since) && !Number.isNaN(lastModified.getTime()) && lastModified.getTime() <= since
  );
}

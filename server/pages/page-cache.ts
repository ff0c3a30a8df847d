import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AnswerAsIs } from "../http/send-as-is.ts";
import { renders } from "../log/load-report.ts";
import { renderTurns } from "./render-turns.ts";
import { SplicedGzip } from "./spliced-gzip.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Pages are rendered with this nonce; each answer carries its own request's nonce instead. */
export const NONCE_PLACEHOLDER = "KeratonNoncePlaceholder0";

/** A rendered page, ready to be sent many times. */
export type RenderedPage = {
  status: number;
  headers: Array<[string, string]>;
  text: string;
  /** Weak validator over the content (placeholder included), so not over the nonce. */
  etag: string;
  hasNonce: boolean;
  identity?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  spliced?: SplicedGzip;
};

/** Turns a render into a page: compressed copies made once, off the main thread where possible. */
export async function preparePage(
  status: number,
  headers: Array<[string, string]>,
  text: string,
): Promise<RenderedPage> {
  const etag = `W/"${createHash("sha1").update(text).digest("base64url").slice(0, 22)}"`;
  const hasNonce = text.includes(NONCE_PLACEHOLDER);
  if (hasNonce) {
    return {
      status,
      headers,
      text,
      etag,
      hasNonce,
      spliced: new SplicedGzip(text, NONCE_PLACEHOLDER),
    };
  }
  const identity = Buffer.from(text, "utf8");
  // Only 200 answers are kept: any other is sent once (a random slug's 404), so it gets a quick
  // gzip and no brotli, which would cost tens of milliseconds for one answer.
  if (status !== 200) {
    const gz = await gzipAsync(identity, { level: 1 });
    return { status, headers, text, etag, hasNonce, identity, gzip: gz };
  }
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        // A 64 KB window: with brotli's default (4 MB) quality 9 searches with a slower matcher.
        // The home page (41,901 bytes): 11 ms for 8,257 bytes with the default window, 0.8 ms for
        // 8,237 bytes with this one. Each write re-renders every page, so it adds up.
        [constants.BROTLI_PARAM_LGWIN]: 16,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { status, headers, text, etag, hasNonce, identity, gzip: gz, br };
}

/** What a cache's entries were made under; a new one empties the cache. */
export type CacheVersion = number | string;

/** Memory a prepared page holds: its text (kept for answers without gzip) and every copy. */
export function bytesOf(page: RenderedPage): number {
  // The spliced gzip holds the text once more, in pieces and compressed: count it as the text.
  const spliced = page.spliced ? page.text.length : 0;
  return (
    page.text.length +
    spliced +
    (page.identity?.length ?? 0) +
    (page.gzip?.length ?? 0) +
    (page.br?.length ?? 0)
  );
}

/**
 * Rendered public pages of the current content version, least recently used dropped first once
 * either bound (entries, bytes) is passed. A new content version makes every page render afresh:
 * every page may have changed. Until its new render is done, the page of the previous version is
 * served to everyone but the one request that renders it (stale-while-revalidate): readers never
 * queue behind a write. The last good page of each address also stands in when its new render
 * fails (the database away for a moment): an older page beats an error page.
 */
export class PageCache {
  readonly #pages = new Map<string, { page: RenderedPage; version: CacheVersion }>();
  /** The render under way for each key, and the version it renders. */
  readonly #pending = new Map<string, { version: CacheVersion; promise: Promise<RenderedPage> }>();
  #version: CacheVersion = -1;
  #bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries = 500, maxBytes = 32 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** What the kept pages hold in memory, as `bytesOf` counts it. */
  get bytes(): number {
    return this.#bytes;
  }

  #store(key: string, page: RenderedPage, version: CacheVersion) {
    const bytes = bytesOf(page);
    if (bytes > this.maxBytes) return;
    const before = this.#pages.get(key);
    if (before) {
      this.#pages.delete(key);
      this.#bytes -= bytesOf(before.page);
    }
    this.#pages.set(key, { page, version });
    this.#bytes += bytes;
    while (this.#pages.size > this.maxEntries || this.#bytes > this.maxBytes) {
      const oldest = this.#pages.entries().next().value;
      if (oldest === undefined) break;
      this.#pages.delete(oldest[0]);
      this.#bytes -= bytesOf(oldest[1].page);
    }
  }

  #forget(key: string) {
    const before = this.#pages.get(key);
    if (!before) return;
    this.#pages.delete(key);
    this.#bytes -= bytesOf(before.page);
  }

  /** The last good page of this key, whatever version it was made under. */
  #lastGood(key: string): RenderedPage | undefined {
    return this.#pages.get(key)?.page;
  }

  /**
   * The page of this version if it is kept, without waiting (undefined otherwise): the fast path
   * answers from it before any routing (http/fast-path.ts).
   */
  fresh(key: string, version: CacheVersion): RenderedPage | undefined {
    const hit = this.#pages.get(key);
    return hit?.version === version ? hit.page : undefined;
  }

  /**
   * The cached page, or the one `render` makes (one render at a time per key and version). The
   * request that starts a render waits for it; while it runs, every other request gets the key's
   * page of an earlier version when there is one (and waits for the render only when there is
   * none). Only pages that `keep` accepts are stored; a render started under an older version is
   * not. When the render fails (throws, or answers 5xx), the last good page of the key is
   * answered instead, if any.
   */
  async getOrRender(
    key: string,
    version: CacheVersion,
    readVersion: () => CacheVersion,
    render: () => Promise<RenderedPage>,
    keep: (page: RenderedPage) => boolean,
  ): Promise<RenderedPage> {
    this.#version = version;
    const hit = this.#pages.get(key);
    if (hit) {
      this.#pages.delete(key);
      this.#pages.set(key, hit);
      if (hit.version === version) return hit.page;
    }
    const pending = this.#pending.get(key);
    if (pending?.version === version) return hit ? hit.page : pending.promise;
    const promise = renderTurns
      .run(() => timed(render))
      .then(
        (page) => {
          if (this.#pending.get(key)?.promise === promise) this.#pending.delete(key);
          if (readVersion() === version && this.#version === version) {
            if (keep(page)) this.#store(key, page, version);
            // Gone (deleted, back to draft): its earlier page must not stand in for it any longer.
            // A 5xx keeps it: the database may be away for a moment.
            else if (page.status < 500) this.#forget(key);
          }
          return page.status >= 500 ? (this.#lastGood(key) ?? page) : page;
        },
        (error) => {
          if (this.#pending.get(key)?.promise === promise) this.#pending.delete(key);
          const lastGood = this.#lastGood(key);
          if (lastGood) return lastGood;
          throw error;
        },
      );
    this.#pending.set(key, { version, promise });
    return promise;
  }
}

/** A render, its time (from its turn to its end) added to the process's load report. */
async function timed(render: () => Promise<RenderedPage>): Promise<RenderedPage> {
  const started = performance.now();
  try {
    return await render();
  } finally {
    renders.add(performance.now() - started);
  }
}

/** The encodings a client accepts (q=0 means refused). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === "br") accepted.br = true;
    else if (name === "gzip" || name === "x-gzip") accepted.gzip = true;
    else if (name === "*") {
      accepted.br = true;
      accepted.gzip = true;
    }
  }
  return accepted;
}

/** Whether an If-None-Match header names this page's validator (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

export const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type PageRequest = {
  method: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  nonce: string;
};

/**
 * The answer for one request of a prepared page: 304, or the copy its client accepts, as bytes
 * and one plain header record for `sendAsIs`.
 */
export function pageAnswer(page: RenderedPage, request: PageRequest): AnswerAsIs {
  const headers: Record<string, string> = {};
  for (const [name, value] of page.headers) headers[name.toLowerCase()] = value;
  headers["cache-control"] = PAGE_CACHE_CONTROL;
  headers.etag = page.etag;
  headers.vary = "Accept-Encoding";
  if (page.status === 200 && matchesEtag(request.ifNoneMatch, page.etag)) {
    delete headers["content-type"];
    return { status: 304, headers, body: null, usesNonce: page.hasNonce };
  }
  const accepts = acceptedEncodings(request.acceptEncoding);
  let body: Buffer;
  if (page.spliced) {
    if (accepts.gzip) {
      body = page.spliced.render(request.nonce);
      headers["content-encoding"] = "gzip";
    } else {
      body = Buffer.from(page.text.replaceAll(NONCE_PLACEHOLDER, request.nonce), "utf8");
    }
  } else if (accepts.br && page.br) {
    body = page.br;
    headers["content-encoding"] = "br";
  } else if (accepts.gzip && page.gzip) {
    body = page.gzip;
    headers["content-encoding"] = "gzip";
  } else {
    body = page.identity ?? Buffer.from(page.text, "utf8");
  }
  headers["content-length"] = String(body.length);
  return {
    status: page.status,
    headers,
    body: request.method === "HEAD" ? null : body,
    usesNonce: page.hasNonce,
  };
}

/**
 * A page rendered for one request (search results, a 404, login) compressed on the way out, as
 * the cached ones are: gzip as a stream, HTML only, nothing already encoded.
 */
export function compressRendered(res: Response, acceptEncoding: string | undefined): Response {
  const type = res.headers.get("Content-Type") ?? "";
  if (!res.body || res.headers.has("Content-Encoding") || !type.startsWith("text/html")) return res;
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  if (!acceptedEncodings(acceptEncoding).gzip)
    return new Response(res.body, { status: res.status, headers });
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  return new Response(res.body.pipeThrough(new CompressionStream("gzip")), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptedEncodings,
  bytesOf,
  compressRendered,
  matchesEtag,
  NONCE_PLACEHOLDER,
  PageCache,
  pageAnswer,
  preparePage,
} from "./page-cache.ts";
import { PageOrigins } from "./page-origins.ts";
import { cachedQuery } from "./public-paths.ts";

const HTML: Array<[string, string]> = [["content-type", "text/html; charset=utf-8"]];

describe("PageCache", () => {
  it("renders a page once per content version, even for requests that arrive together", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      return preparePage(200, HTML, "<p>Beranda</p>");
    };
    const keep = () => true;
    await Promise.all([1, 2, 3].map(() => cache.getOrRender("/", 1, () => 1, render, keep)));
    expect(renders).toBe(1);
    await cache.getOrRender("/", 2, () => 2, render, keep);
    expect(renders).toBe(2);
  });

  it("drops the least recently used page beyond its size and never keeps refused pages", async () => {
    const cache = new PageCache(2);
    const render = (text: string) => () => preparePage(200, HTML, text);
    const v = () => 1;
    await cache.getOrRender("a", 1, v, render("a"), () => true);
    await cache.getOrRender("b", 1, v, render("b"), () => true);
    await cache.getOrRender("a", 1, v, render("a2"), () => true);
    await cache.getOrRender("c", 1, v, render("c"), () => true);
    expect(cache.size).toBe(2);
    expect((await cache.getOrRender("a", 1, v, render("new"), () => true)).text).toBe("a");
    expect((await cache.getOrRender("b", 1, v, render("b2"), () => true)).text).toBe("b2");
    await cache.getOrRender(
      "x",
      1,
      v,
      () => preparePage(404, HTML, "x"),
      (p) => p.status === 200,
    );
    expect(cache.size).toBe(2);
  });

  it("never holds more bytes than its bound, dropping the least recently used first", async () => {
    const page = (text: string) => () => preparePage(200, HTML, text);
    const one = await preparePage(200, HTML, `<p>${"a".repeat(5000)}</p>`);
    const cache = new PageCache(500, bytesOf(one) * 3 + 10);
    for (let i = 0; i < 20; i++) {
      await cache.getOrRender(
        `/${i}`,
        1,
        () => 1,
        page(`<p>${"a".repeat(5000)}</p>`),
        () => true,
      );
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(cache.size).toBe(3);
    // A page larger than the whole bound is sent but not kept.
    const huge = `<p>${"b".repeat(200_000)}</p>`;
    await cache.getOrRender(
      "/besar",
      1,
      () => 1,
      page(huge),
      () => true,
    );
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it("answers 1,000 requests with a random ?x= or a random Host (PUBLIC_URL set) from one entry", async () => {
    const cache = new PageCache();
    const origins = new PageOrigins("https://keraton.example");
    let renders = 0;
    const render = async () => {
      renders++;
      return preparePage(200, HTML, "<p>Informasi</p>");
    };
    const key = (url: URL) => `${origins.linksFor(url)}${url.pathname}${cachedQuery(url)}`;
    for (let i = 0; i < 1000; i++) {
      const random = Math.random().toString(36).slice(2);
      for (const url of [
        new URL(`https://keraton.example/informasi?x=${random}`),
        new URL(`http://${random}.example/informasi`),
      ]) {
        expect(origins.cacheable(url)).toBe(true);
        await cache.getOrRender(
          key(url),
          1,
          () => 1,
          render,
          () => true,
        );
      }
    }
    expect(renders).toBe(1);
    expect(cache.size).toBe(1);
  });

  it("does not keep a page rendered while the content changed", async () => {
    const cache = new PageCache();
    let version = 1;
    await cache.getOrRender(
      "/",
      1,
      () => version,
      async () => {
        version = 2;
        return preparePage(200, HTML, "old");
      },
      () => true,
    );
    expect(cache.size).toBe(0);
  });
});

describe("PageCache after a content change (stale-while-revalidate)", () => {
  const keep = (p: { status: number }) => p.status === 200;
  /** A render that finishes only when told to, and counts how often it was started. */
  function heldRender(status: number, text: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = {
      started: 0,
      release,
      render: async () => {
        held.started++;
        await released;
        return preparePage(status, HTML, text);
      },
    };
    return held;
  }
  /** What each request got by the time pending work has had its turn (undefined: still waiting). */
  async function settledTexts(answers: Array<Promise<{ text: string }>>) {
    const got: Array<string | undefined> = answers.map(() => undefined);
    answers.forEach((answer, i) => {
      answer.then((page) => {
        got[i] = page.text;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    return got;
  }

  it("answers everyone but the one rendering request at once with the previous page; the new one follows", async () => {
    const cache = new PageCache();
    await cache.getOrRender(
      "/",
      1,
      () => 1,
      () => preparePage(200, HTML, "lama"),
      keep,
    );
    const next = heldRender(200, "baru");
    const answers = [1, 2, 3, 4, 5].map(() =>
      cache.getOrRender("/", 2, () => 2, next.render, keep),
    );
    expect(await settledTexts(answers)).toEqual([undefined, "lama", "lama", "lama", "lama"]);
    expect(next.started).toBe(1);
    next.release();
    expect((await answers[0]).text).toBe("baru");
    const after = heldRender(200, "tidak dipakai");
    expect((await cache.getOrRender("/", 2, () => 2, after.render, keep)).text).toBe("baru");
    expect(after.started).toBe(0);
  });

  it("lets a page that is gone after the change (404) stand in no longer", async () => {
    const cache = new PageCache();
    await cache.getOrRender(
      "/a",
      1,
      () => 1,
      () => preparePage(200, HTML, "terbit"),
      keep,
    );
    const gone = () => preparePage(404, HTML, "Tidak ditemukan");
    expect((await cache.getOrRender("/a", 2, () => 2, gone, keep)).status).toBe(404);
    const again = heldRender(404, "Tidak ditemukan");
    const answers = [1, 2].map(() => cache.getOrRender("/a", 3, () => 3, again.render, keep));
    expect(await settledTexts(answers)).toEqual([undefined, undefined]);
    again.release();
    expect((await Promise.all(answers)).map((p) => p.status)).toEqual([404, 404]);
  });

  it("waits for the render when the page was never kept: there is nothing earlier to show", async () => {
    const cache = new PageCache();
    const first = heldRender(200, "pertama");
    const answers = [1, 2, 3].map(() => cache.getOrRender("/", 1, () => 1, first.render, keep));
    expect(await settledTexts(answers)).toEqual([undefined, undefined, undefined]);
    first.release();
    expect((await Promise.all(answers)).map((p) => p.text)).toEqual([
      "pertama",
      "pertama",
      "pertama",
    ]);
    expect(first.started).toBe(1);
  });
});

describe("PageCache while the database is away", () => {
  it("answers the last good page when a newer render fails or answers 5xx, then renders again", async () => {
    const cache = new PageCache();
    const keep = (p: { status: number }) => p.status === 200;
    await cache.getOrRender(
      "/",
      1,
      () => 1,
      () => preparePage(200, HTML, "baik"),
      keep,
    );
    const failing = () => preparePage(500, HTML, "Terjadi kesalahan");
    expect((await cache.getOrRender("/", 2, () => 2, failing, keep)).text).toBe("baik");
    const throwing = () => Promise.reject(new Error("connect ECONNREFUSED"));
    expect((await cache.getOrRender("/", 3, () => 3, throwing, keep)).text).toBe("baik");
    // An address never rendered well has nothing to stand in: its error stays.
    expect((await cache.getOrRender("/baru", 3, () => 3, failing, keep)).status).toBe(500);
    await expect(cache.getOrRender("/lain", 3, () => 3, throwing, keep)).rejects.toThrow();
    // Back: the new render replaces the old page; a 404 (content deleted) is not covered up.
    const fresh = () => preparePage(200, HTML, "baru");
    expect((await cache.getOrRender("/", 4, () => 4, fresh, keep)).text).toBe("baru");
    const gone = () => preparePage(404, HTML, "Tidak ditemukan");
    expect((await cache.getOrRender("/", 5, () => 5, gone, keep)).status).toBe(404);
  });
});

describe("preparePage", () => {
  it("spends no brotli on an answer that is never kept (a 404 for a random address)", async () => {
    const text = `<p>${"Halaman tidak ditemukan ".repeat(200)}</p>`;
    const missing = await preparePage(404, HTML, text);
    expect(missing.br).toBeUndefined();
    expect(gunzipSync(missing.gzip as Buffer).toString()).toBe(text);
    const kept = await preparePage(200, HTML, text);
    expect(kept.br).toBeDefined();
  });
});

describe("pageAnswer", () => {
  it("answers 304 for the page's ETag and sends brotli, gzip or plain as accepted", async () => {
    const page = await preparePage(200, HTML, "<p>Informasi</p>".repeat(50));
    const ask = (headers: { acceptEncoding?: string; ifNoneMatch?: string }) =>
      pageAnswer(page, { method: "GET", nonce: "n", ...headers });
    expect(ask({ ifNoneMatch: page.etag }).status).toBe(304);
    expect(ask({ ifNoneMatch: page.etag }).body).toBeNull();
    expect(ask({ acceptEncoding: "gzip, br" }).headers["content-encoding"]).toBe("br");
    const gz = ask({ acceptEncoding: "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page.text);
    expect(gz.headers["content-length"]).toBe(String(gz.body?.length));
    const plain = ask({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body?.toString()).toBe(page.text);
  });

  it("puts each request's nonce where the page was rendered with the placeholder", async () => {
    const page = await preparePage(200, HTML, `<script nonce="${NONCE_PLACEHOLDER}"></script>`);
    const a = pageAnswer(page, { method: "GET", nonce: "AAA", acceptEncoding: "gzip" });
    const b = pageAnswer(page, { method: "GET", nonce: "BBB" });
    expect(gunzipSync(a.body as Buffer).toString()).toBe('<script nonce="AAA"></script>');
    expect(b.body?.toString()).toBe('<script nonce="BBB"></script>');
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it("sends the headers of a HEAD without its bytes", async () => {
    const page = await preparePage(200, HTML, "<p>Kunjungan</p>");
    const head = pageAnswer(page, { method: "HEAD", nonce: "n" });
    expect(head.body).toBeNull();
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page.text)));
  });
});

describe("request headers", () => {
  it("reads Accept-Encoding with q-values", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });

  it("compares ETags weakly and accepts a list", () => {
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"other"', 'W/"abc"')).toBe(false);
  });
});

describe("compressRendered", () => {
  const page = () =>
    new Response("<p>Halaman tidak ditemukan</p>", {
      status: 404,
      headers: { "content-type": "text/html; charset=utf-8" },
    });

  it("gzips a page rendered per request for a client that accepts gzip", async () => {
    const res = compressRendered(page(), "gzip, br");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(body).toBe("<p>Halaman tidak ditemukan</p>");
  });

  it("leaves other clients, other types and bodiless answers as they are", async () => {
    expect(await compressRendered(page(), "identity").text()).toBe(
      "<p>Halaman tidak ditemukan</p>",
    );
    const json = new Response("{}", { headers: { "content-type": "application/json" } });
    expect(compressRendered(json, "gzip")).toBe(json);
    const head = new Response(null, { headers: { "content-type": "text/html" } });
    expect(compressRendered(head, "gzip")).toBe(head);
  });
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";

/** Cache lifetimes a browser or CDN sees: long for hashed files, none for the API. */
describe("cache headers", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let app: ReturnType<typeof createApp>;
  let clientDir: string;
  beforeAll(async () => {
    ctx = await createTestContext("sqlite");
    clientDir = mkdtempSync(join(tmpdir(), "keraton-client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
    writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\n");
    app = createApp(ctx.deps, { clientDir, pages: async (c) => c.html("<h1>halaman</h1>") });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves hashed assets as immutable for a year", async () => {
    const res = await app.request("/assets/entry-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves other built files for a day", async () => {
    const res = await app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("sends a browser asking for /favicon.ico to the site's SVG icon", async () => {
    const res = await app.request("/favicon.ico");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/favicon.svg");
  });

  it("gives pages rendered by the page handler no static cache lifetime", async () => {
    const res = await app.request("/informasi");
    expect(await res.text()).toContain("halaman");
    expect(res.headers.get("cache-control") ?? "").not.toMatch(/immutable|max-age=86400/);
  });

  it("never lets an API answer or a missing upload be cached", async () => {
    const api = await app.request("/api/settings");
    expect(api.headers.get("cache-control")).toBe("no-store");
    const missing = await app.request("/uploads/0123456789abcdef0123456789abcdef.jpg");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });
});

/** A browser that already holds a built file is told so (304) instead of downloading it again. */
describe("built files answer 304 to a browser that holds them", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  let app: ReturnType<typeof createApp>;
  let clientDir: string;
  beforeAll(async () => {
    ctx = await createTestContext("sqlite");
    clientDir = mkdtempSync(join(tmpdir(), "keraton-client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
    writeFileSync(join(clientDir, "assets", "entry-abc123.js.br"), "brotli bytes");
    mkdirSync(join(clientDir, "images"));
    writeFileSync(join(clientDir, "images", "og-default.jpg"), "jpeg bytes");
    writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
    app = createApp(ctx.deps, { clientDir, pages: async (c) => c.html("<h1>halaman</h1>") });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const files = [
    { path: "/images/og-default.jpg", cache: "public, max-age=86400" },
    { path: "/favicon.svg", cache: "public, max-age=86400" },
    { path: "/assets/entry-abc123.js", cache: "public, max-age=31536000, immutable" },
  ];

  for (const { path, cache } of files) {
    it(`${path}: ETag and Last-Modified, then 304 on If-None-Match or If-Modified-Since`, async () => {
      const first = await app.request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag");
      const lastModified = first.headers.get("last-modified");
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(lastModified).toBeTruthy();
      expect(first.headers.get("cache-control")).toBe(cache);

      const byTag = await app.request(path, { headers: { "if-none-match": etag ?? "" } });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe("");
      expect(byTag.headers.get("etag")).toBe(etag);
      expect(byTag.headers.get("cache-control")).toBe(cache);

      const weak = await app.request(path, { headers: { "if-none-match": `W/${etag}` } });
      expect(weak.status).toBe(304);

      const byDate = await app.request(path, {
        headers: { "if-modified-since": lastModified ?? "" },
      });
      expect(byDate.status).toBe(304);

      const otherTag = await app.request(path, { headers: { "if-none-match": '"ander"' } });
      expect(otherTag.status).toBe(200);
      expect(await otherTag.text()).not.toBe("");
      const olderDate = await app.request(path, {
        headers: {
          "if-modified-since": new Date(Date.parse(lastModified ?? "") - 60_000).toUTCString(),
        },
      });
      expect(olderDate.status).toBe(200);
    });
  }

  it("a changed file gets a new ETag and is sent again", async () => {
    const path = join(clientDir, "images", "og-default.jpg");
    const before = await app.request("/images/og-default.jpg");
    const etag = before.headers.get("etag") ?? "";
    writeFileSync(path, "new jpeg bytes");
    const later = new Date(Date.now() + 120_000);
    utimesSync(path, later, later);
    const after = await app.request("/images/og-default.jpg", {
      headers: { "if-none-match": etag },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe("new jpeg bytes");
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("the brotli twin of an asset has its own ETag", async () => {
    const plain = await app.request("/assets/entry-abc123.js");
    const br = await app.request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const again = await app.request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "br", "if-none-match": plain.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(200);
  });
});

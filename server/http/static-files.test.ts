import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

import { afterEach, expect, it, vi } from "vitest";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";
import { log as processLog } from "../log/logger.ts";
import { MAX_ADDRESS_LENGTH } from "./address-length-limit.ts";

describeEachDialect("methods and addresses a page does not take", (use) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The app with a page handler that records what reached it, logging every request. */
  function appWithPages() {
    const reached: string[] = [];
    const deps = use().deps;
    const app = createApp(
      { ...deps, config: { ...deps.config, LOG_REQUESTS: "1" } },
      {
        pages: async (c) => {
          reached.push(`${c.req.method} ${c.req.path}`);
          return c.html("<p>halaman</p>");
        },
      },
    );
    return { app, reached };
  }

  it("a POST to a page without a form answers 405 with Allow: GET, HEAD and never reaches the pages", async () => {
    const { app, reached } = appWithPages();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (const path of ["/", "/rss.xml", "/informasi", "/en/kegiatan", "/sitemap.xml"]) {
      const res = await app.request(path, { method: "POST", body: "x=1" });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe("GET, HEAD");
      expect(await res.text()).toBe("Metode tidak diizinkan untuk alamat ini");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    const put = await app.request("/kunjungan", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(reached).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("the visit form still posts to its page, and pages are still read", async () => {
    const { app, reached } = appWithPages();
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (const path of ["/kunjungan", "/en/kunjungan", "/kunjungan.data"]) {
      expect((await app.request(path, { method: "POST", body: "nama=x" })).status).toBe(200);
    }
    expect((await app.request("/")).status).toBe(200);
    expect((await app.request("/informasi", { method: "HEAD" })).status).toBe(200);
    expect(reached).toEqual([
      "POST /kunjungan",
      "POST /en/kunjungan",
      "POST /kunjungan.data",
      "GET /",
      "HEAD /informasi",
    ]);
  });

  it("an over-long address answers 414 with every security header, and is logged shortened", async () => {
    const { app } = appWithPages();
    const log = vi.spyOn(processLog, "info").mockImplementation(() => undefined);
    for (const path of [
      `/${"/".repeat(16_000)}`,
      `/api/informasi/${"a".repeat(MAX_ADDRESS_LENGTH)}`,
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(414);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
    const lines = log.mock.calls.map((call) => call[0] as unknown as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: "GET", path: `${"/".repeat(200)}…`, status: 414 });
    expect(lines[1]).toMatchObject({ method: "GET", status: 414 });
    expect(lines[1].path).toMatch(/^\/api\/informasi\/a+…$/);
    expect(lines.every((line) => JSON.stringify(line).length < 400)).toBe(true);
  });
});

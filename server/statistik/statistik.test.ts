import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Statistik } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { createInformasiItem } from "../../tests/support/factories.ts";
import {
  createTestContext,
  describeEachDialect,
  type TestContext,
} from "../../tests/support/test-app.ts";
import { createApp, type PageHandler } from "../app.ts";
import type { AppDeps } from "../app-deps.ts";
import { closeDeps, openDeps } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { updateItem } from "../content/core/content.repository.ts";
import { informasiContent } from "../content/registry.ts";
import { sendAsIs } from "../http/send-as-is.ts";
import { PageCache, pageAnswer, preparePage } from "../pages/page-cache.ts";
import { CACHEABLE_PATH } from "../pages/public-paths.ts";
import { createSiteData } from "../pages/site-data.ts";
import { MAX_PERUJUK_PER_HARI, PERUJUK_LAINNYA } from "./statistik-limits.ts";

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * The app with a page handler that answers as the real one does (ssr-entry.ts): public pages from a
 * page cache through `sendAsIs` (a 404 for an unknown article), search pages rendered for each
 * request through the site's own search, everything else (the back office) as a plain page.
 */
function appWithPages(deps: AppDeps) {
  const cache = new PageCache();
  const rendered: string[] = [];
  const pages: PageHandler = async (c) => {
    const url = new URL(c.req.url);
    if (/^(?:\/en)?\/cari$/.test(url.pathname)) {
      const site = createSiteData(deps, {
        origin: url.origin,
        onSearch: (q, hasil) => c.set("pencarian", { q, hasil }),
      });
      const q = url.searchParams.get("q")?.trim() ?? "";
      const found = q ? await site.search(q) : undefined;
      return c.html(`<p>${found?.informasi.length ?? 0} hasil</p>`);
    }
    if (!CACHEABLE_PATH.test(url.pathname)) return c.html('<div id="root"></div>');
    const page = await cache.getOrRender(
      url.pathname,
      deps.contentChanges.version,
      () => deps.contentChanges.version,
      async () => {
        rendered.push(url.pathname);
        const slug = /^(?:\/en)?\/informasi\/([^/]+)$/.exec(url.pathname)?.[1];
        const exists = slug
          ? await createSiteData(deps, { origin: "" }).getInformasiBySlug(slug)
          : true;
        return preparePage(exists ? 200 : 404, [["content-type", "text/html"]], "<p>halaman</p>");
      },
      (p) => p.status === 200,
    );
    return sendAsIs(
      c,
      pageAnswer(page, {
        method: c.req.method,
        nonce: "",
        ifNoneMatch: c.req.header("if-none-match"),
      }),
    );
  };
  return { app: createApp(deps, { pages }), rendered };
}

type Visit = {
  path: string;
  ua?: string;
  referer?: string;
  method?: string;
  headers?: Record<string, string>;
  /** The client's address (the socket's peer); none for a request made in process. */
  from?: string;
};

async function visit(app: ReturnType<typeof createApp>, v: Visit): Promise<number> {
  const headers: Record<string, string> = { host: "keraton.test", ...v.headers };
  if (v.ua) headers["user-agent"] = v.ua;
  if (v.referer) headers.referer = v.referer;
  const socket = v.from ? { incoming: { socket: { remoteAddress: v.from } } } : undefined;
  const res = await app.request(
    `http://keraton.test${v.path}`,
    { method: v.method ?? "GET", headers },
    socket,
  );
  await res.arrayBuffer();
  return res.status;
}

async function readStatistik(ctx: TestContext, token: string, query = ""): Promise<Statistik> {
  const res = await ctx.call("GET", `/api/statistik${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Statistik;
}

const today = () => todayInJakarta();

afterEach(() => {
  vi.useRealTimers();
});

describeEachDialect("statistics counted as pages are served", (use) => {
  it("counts exactly the known traffic of people, a page from memory included, and nothing else", async () => {
    const ctx = use();
    const article = await createInformasiItem(ctx, {
      judul: "Kirab Pusaka Keraton",
      deskripsi: "<p>Kirab pusaka setiap tahun</p>",
    });
    await updateItem(ctx.deps.db, informasiContent.kind, article.id, {
      judul_en: "Heirloom Procession",
    });
    ctx.deps.contentChanges.announce();
    const { app, rendered } = appWithPages(ctx.deps);
    const admin = await ctx.signIn("admin");

    const counted: Visit[] = [
      { path: "/", ua: DESKTOP, referer: "https://www.google.com/search?q=keraton+cirebon" },
      // The same page again: answered from memory this time, counted all the same.
      { path: "/", ua: DESKTOP, referer: "http://keraton.test/informasi" },
      {
        path: `/informasi/${article.slug}`,
        ua: PHONE,
        referer: "https://m.facebook.com/story?id=1",
      },
      { path: `/en/informasi/${article.slug}`, ua: TABLET },
      { path: "/cari?q=Kirab", ua: DESKTOP },
      { path: "/cari?q=%20%20KIRAB%20", ua: PHONE },
      { path: "/cari?q=gamelan%20%20emas", ua: DESKTOP },
    ];
    const ignored: Visit[] = [
      { path: "/", ua: GOOGLEBOT, referer: "https://www.google.com/" },
      { path: "/", ua: DESKTOP, method: "HEAD" },
      { path: "/", ua: DESKTOP, headers: { "sec-purpose": "prefetch" } },
      { path: "/" },
      { path: "/informasi/tidak-ada-artikel-ini", ua: DESKTOP, referer: "https://evil.example/" },
      { path: "/admin/dashboard", ua: DESKTOP },
      { path: "/api/informasi", ua: DESKTOP },
      { path: "/cari?q=wayang", ua: GOOGLEBOT },
    ];
    for (const v of [...counted, ...ignored]) await visit(app, v);
    expect(rendered.filter((p) => p === "/")).toHaveLength(1);

    const s = await readStatistik(ctx, admin.token);
    expect(s.harian).toHaveLength(30);
    expect(s.harian.at(-1)).toEqual({ tanggal: today(), tayangan: 7 });
    expect(s.harian.slice(0, -1).every((d) => d.tayangan === 0)).toBe(true);
    expect(s.halaman).toEqual([
      { path: "/cari", judul: "Pencarian", tayangan: 3 },
      { path: "/", judul: "Beranda", tayangan: 2 },
      { path: `/en/informasi/${article.slug}`, judul: "Heirloom Procession", tayangan: 1 },
      { path: `/informasi/${article.slug}`, judul: "Kirab Pusaka Keraton", tayangan: 1 },
    ]);
    expect(s.perujuk).toEqual([
      { host: "m.facebook.com", tayangan: 1 },
      { host: "www.google.com", tayangan: 1 },
    ]);
    expect(s.perangkat).toEqual({ ponsel: 2, tablet: 1, desktop: 4 });
    expect(s.bahasa).toEqual({ id: 6, en: 1 });
    // What found nothing first: it says what visitors miss.
    expect(s.pencarian).toEqual([
      { q: "gamelan emas", jumlah: 1, hasil: 0 },
      { q: "kirab", jumlah: 2, hasil: 1 },
    ]);
    // No address, agent or whole referring address is stored anywhere.
    const stored = JSON.stringify(
      await ctx.deps.db.selectFrom("statistik_harian").selectAll().execute(),
    );
    expect(stored).not.toMatch(/Mozilla|search\?q|story\?id|127\.0\.0\.1/);
  });

  it("adds a later batch to the day's rows and answers only for the range asked", async () => {
    const ctx = use();
    const { app } = appWithPages(ctx.deps);
    const editor = await ctx.signIn("editor");
    const before = await readStatistik(ctx, editor.token);
    const homeBefore = before.halaman.find((p) => p.path === "/")?.tayangan ?? 0;
    await visit(app, { path: "/", ua: PHONE });
    await ctx.deps.statistik.flush();
    await visit(app, { path: "/", ua: PHONE });
    const after = await readStatistik(ctx, editor.token);
    expect(after.halaman.find((p) => p.path === "/")?.tayangan).toBe(homeBefore + 2);
    const yesterday = await readStatistik(ctx, editor.token, "?dari=2020-01-01&sampai=2020-01-31");
    expect(yesterday.harian).toHaveLength(31);
    expect(yesterday.harian[0]).toEqual({ tanggal: "2020-01-01", tayangan: 0 });
    expect(yesterday.halaman).toEqual([]);
    expect(yesterday.perangkat).toEqual({ ponsel: 0, tablet: 0, desktop: 0 });
    expect(yesterday.bahasa).toEqual({ id: 0, en: 0 });
  });

  it("keeps a day's referring hosts within bounds: hosts beyond it add to one row", async () => {
    const ctx = use();
    const { app } = appWithPages(ctx.deps);
    const admin = await ctx.signIn("admin");
    await ctx.deps.db.deleteFrom("statistik_harian").execute();
    for (let i = 0; i < MAX_PERUJUK_PER_HARI + 5; i++) {
      await visit(app, { path: "/kunjungan", ua: DESKTOP, referer: `https://situs-${i}.example/` });
      // Some hosts arrive in one batch, some in the next.
      if (i === 50) await ctx.deps.statistik.flush();
    }
    await ctx.deps.statistik.flush();
    const hosts = await ctx.deps.db
      .selectFrom("statistik_harian")
      .select(["nilai", "tayangan"])
      .where("dimensi", "=", "perujuk")
      .execute();
    expect(hosts.filter((h) => h.nilai !== PERUJUK_LAINNYA)).toHaveLength(MAX_PERUJUK_PER_HARI);
    expect(hosts.find((h) => h.nilai === PERUJUK_LAINNYA)?.tayangan).toBe(5);
    const s = await readStatistik(ctx, admin.token);
    expect(s.halaman).toEqual([
      { path: "/kunjungan", judul: "Kunjungan", tayangan: MAX_PERUJUK_PER_HARI + 5 },
    ]);
  });

  it("keeps the counts of a write that failed and adds them with the next one", async () => {
    const ctx = use();
    const { app } = appWithPages(ctx.deps);
    const admin = await ctx.signIn("admin");
    await ctx.deps.db.deleteFrom("statistik_harian").execute();
    await visit(app, { path: "/kunjungan", ua: PHONE, referer: "https://www.google.com/" });
    await visit(app, { path: "/kunjungan", ua: DESKTOP });
    const table = ctx.deps.db.schema;
    await table.alterTable("statistik_harian").renameTo("statistik_harian_pindah").execute();
    await expect(ctx.deps.statistik.flush()).rejects.toThrow();
    await table.alterTable("statistik_harian_pindah").renameTo("statistik_harian").execute();
    await visit(app, { path: "/kunjungan", ua: PHONE, referer: "https://www.google.com/" });
    await ctx.deps.statistik.flush();
    const s = await readStatistik(ctx, admin.token);
    expect(s.halaman).toEqual([{ path: "/kunjungan", judul: "Kunjungan", tayangan: 3 }]);
    expect(s.perangkat).toEqual({ ponsel: 2, tablet: 0, desktop: 1 });
    expect(s.perujuk).toEqual([{ host: "www.google.com", tayangan: 2 }]);
  });

  it("downloads the same figures as CSV, quoted as RFC 4180 says", async () => {
    const ctx = use();
    const article = await createInformasiItem(ctx, { judul: 'Sekaten, "Grebeg" Maulud' });
    const { app } = appWithPages(ctx.deps);
    const admin = await ctx.signIn("admin");
    await visit(app, { path: `/informasi/${article.slug}`, ua: DESKTOP });
    const res = await ctx.call(
      "GET",
      `/api/statistik?dari=${today()}&sampai=${today()}&format=csv`,
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="statistik-${today()}-${today()}.csv"`,
    );
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("bagian,nama,judul,jumlah,hasil");
    expect(lines).toContain(`halaman,/informasi/${article.slug},"Sekaten, ""Grebeg"" Maulud",1,`);
    expect(lines.some((l) => l.startsWith(`harian,${today()},,`))).toBe(true);
  });

  it("refuses a bad range with a clear Indonesian message, and visitors", async () => {
    const ctx = use();
    const editor = await ctx.signIn("editor");
    const cases: Array<[string, string]> = [
      [
        "?dari=2026-02-30",
        "Tanggal awal (dari) tidak valid: tulis tanggal sebagai TTTT-BB-HH, misalnya 2026-11-01",
      ],
      [
        "?sampai=kemarin",
        "Tanggal akhir (sampai) tidak valid: tulis tanggal sebagai TTTT-BB-HH, misalnya 2026-11-01",
      ],
      [
        "?dari=2026-03-02&sampai=2026-03-01",
        "Tanggal awal (dari) tidak boleh sesudah tanggal akhir (sampai)",
      ],
      [
        "?dari=2025-01-01&sampai=2026-03-01",
        "Rentang statistik paling lama 400 hari: persempit tanggal dari dan sampai",
      ],
      ["?format=xlsx", "format harus json atau csv"],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.call("GET", `/api/statistik${query}`, { token: editor.token });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toBe(message);
    }
    const full = await ctx.call("GET", "/api/statistik?dari=2025-01-24&sampai=2026-02-28", {
      token: editor.token,
    });
    expect(full.status).toBe(400);
    const ok = await ctx.call("GET", "/api/statistik?dari=2025-01-25&sampai=2026-02-28", {
      token: editor.token,
    });
    expect(((await ok.json()) as Statistik).harian).toHaveLength(400);
    expect((await ctx.call("GET", "/api/statistik")).status).toBe(401);
  });
});

// Decision 111: one client cannot inflate the figures, nor put a name in the staff's lists alone.
describeEachDialect("statistics one client cannot inflate", (use) => {
  it("counts at most 60 views a minute from one client, an IPv6 /64 being one client", async () => {
    const ctx = use();
    const { app } = appWithPages(ctx.deps);
    const flood = async (from: (i: number) => string, times: number) => {
      for (let i = 0; i < times; i++) {
        expect(await visit(app, { path: "/struktur-kesultanan", ua: PHONE, from: from(i) })).toBe(
          200,
        );
      }
    };
    // The 60 are a minute's: on a busy machine the flood may take longer than the seconds an
    // attacker needs, so the clock stands still at the start of a minute.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    await flood(() => "198.51.100.7", 1000);
    await flood((i) => `2001:db8:7:7::${(i + 1).toString(16)}`, 200);
    await flood(() => "198.51.100.8", 1);
    const admin = await ctx.signIn("admin");
    const s = await readStatistik(ctx, admin.token);
    expect(s.halaman.find((h) => h.path === "/struktur-kesultanan")?.tayangan).toBe(60 + 60 + 1);
  });

  it("lists a referring host or search phrase only once two clients sent it, with all its views", async () => {
    const ctx = use();
    const { app } = appWithPages(ctx.deps);
    const spam = { ua: DESKTOP, referer: "https://iklan-judi.example/" };
    for (const from of ["203.0.113.5", "203.0.113.5", "2001:db8:9:9::1", "2001:db8:9:9::2"]) {
      await visit(app, { path: "/en/contact", ...spam, from });
      await visit(app, { path: "/cari?q=slot+gacor", ua: DESKTOP, from });
    }
    const admin = await ctx.signIn("admin");
    let s = await readStatistik(ctx, admin.token);
    // Two clients so far: 203.0.113.5, and one IPv6 /64. Both were counted as pages.
    expect(s.halaman.find((h) => h.path === "/en/contact")?.tayangan).toBe(4);
    expect(s.perujuk.map((p) => p.host)).toContain("iklan-judi.example");
    expect(s.pencarian.map((p) => p.q)).toContain("slot gacor");

    // One visitor comes from a site and searches: three times.
    const comesAndSearches = async (from: string) => {
      const referer = "https://sekali.example/";
      await visit(app, { path: "/en/contact", ua: DESKTOP, referer, from });
      await visit(app, { path: "/cari?q=hanya+saya", ua: DESKTOP, from });
    };
    for (let i = 0; i < 3; i++) await comesAndSearches("203.0.113.9");
    s = await readStatistik(ctx, admin.token);
    expect(s.perujuk.map((p) => p.host)).not.toContain("sekali.example");
    expect(s.pencarian.map((p) => p.q)).not.toContain("hanya saya");

    await comesAndSearches("203.0.113.10");
    s = await readStatistik(ctx, admin.token);
    expect(s.perujuk).toContainEqual({ host: "sekali.example", tayangan: 4 });
    expect(s.pencarian).toContainEqual({ q: "hanya saya", jumlah: 4, hasil: 0 });
  });
});

describe("two server copies on one PostgreSQL [postgres]", () => {
  it("sum their counts of the same pages, written at the same moment", async () => {
    const first = await createTestContext("postgres");
    const secondDeps = await openDeps(
      loadConfig({
        DATABASE_URL: first.deps.config.DATABASE_URL,
        DATA_DIR: first.dataDir,
        JWT_SECRET: randomBytes(32).toString("hex"),
        SEED: "none",
      }),
    );
    try {
      const one = appWithPages(first.deps).app;
      const two = appWithPages(secondDeps).app;
      for (let i = 0; i < 30; i++) {
        await visit(one, { path: "/kegiatan", ua: PHONE, referer: "https://www.instagram.com/" });
        await visit(two, { path: "/kegiatan", ua: PHONE, referer: "https://www.instagram.com/" });
        await visit(two, { path: "/cari?q=batik", ua: DESKTOP });
      }
      await visit(one, { path: "/cari?q=batik", ua: DESKTOP });
      await Promise.all([first.deps.statistik.flush(), secondDeps.statistik.flush()]);
      const admin = await first.signIn("admin");
      const s = await readStatistik(first, admin.token);
      expect(s.halaman).toEqual([
        { path: "/kegiatan", judul: "Kegiatan", tayangan: 60 },
        { path: "/cari", judul: "Pencarian", tayangan: 31 },
      ]);
      expect(s.perujuk).toEqual([{ host: "www.instagram.com", tayangan: 60 }]);
      expect(s.perangkat).toEqual({ ponsel: 60, tablet: 0, desktop: 31 });
      expect(s.pencarian).toEqual([{ q: "batik", jumlah: 31, hasil: 0 }]);
    } finally {
      await closeDeps(secondDeps);
      await first.close();
    }
  });

  it("a copy that stops writes what it counted since its last batch", async () => {
    const first = await createTestContext("postgres");
    const secondDeps = await openDeps(
      loadConfig({
        DATABASE_URL: first.deps.config.DATABASE_URL,
        DATA_DIR: first.dataDir,
        JWT_SECRET: randomBytes(32).toString("hex"),
        SEED: "none",
      }),
    );
    try {
      const two = appWithPages(secondDeps).app;
      for (let i = 0; i < 3; i++) await visit(two, { path: "/contact", ua: TABLET });
    } finally {
      await closeDeps(secondDeps);
    }
    try {
      const admin = await first.signIn("admin");
      const s = await readStatistik(first, admin.token);
      expect(s.halaman).toEqual([{ path: "/contact", judul: "Kontak", tayangan: 3 }]);
    } finally {
      await first.close();
    }
  });
});

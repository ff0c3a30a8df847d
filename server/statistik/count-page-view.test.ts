// Pages the fast path answers from memory are counted where their address is kept: what was
// added up there is handed to the statistics before every write, on both databases.
import type { IncomingMessage } from "node:http";
import { afterEach, expect, it, vi } from "vitest";
import type { Statistik } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { describeEachDialect } from "../../tests/support/test-app.ts";
import { publicPageViewCounter } from "./count-page-view.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

/** A request as Node hands it to the fast path (only what the counter reads). */
const served = (headers: Record<string, string>, method = "GET", remoteAddress?: string) =>
  ({
    method,
    headers: { host: "keraton.test", ...headers },
    socket: remoteAddress ? { remoteAddress } : undefined,
  }) as unknown as IncomingMessage;

afterEach(() => {
  vi.useRealTimers();
});

describeEachDialect("pages answered from memory, counted per address", (use) => {
  it("counts every view of the addresses it was asked for, up to the moment of a write, and nothing else", async () => {
    const ctx = use();
    const views = publicPageViewCounter(ctx.deps);
    const phone = { "user-agent": PHONE, referer: "https://www.google.com/" };
    const kunjungan = views.forAddress("/kunjungan", "/kunjungan");
    const home = views.forAddress("/", "/");
    for (let i = 0; i < 300; i++) {
      kunjungan?.served(served(phone), 200);
      home?.served(served({ "user-agent": DESKTOP }), 304);
    }
    // Not counted: a bot, a HEAD, a 404, a prefetch.
    home?.served(served({ "user-agent": BINGBOT }), 200);
    home?.served(served({ "user-agent": PHONE }, "HEAD"), 200);
    views.forAddress("/informasi/tidak-ada", "/informasi/tidak-ada")?.served(served(phone), 404);
    home?.served(served({ ...phone, "sec-purpose": "prefetch" }), 200);
    // No counter at all for a staff preview link, the back office or a feed.
    expect(views.forAddress("/kunjungan", "/kunjungan?pratinjau=abc")).toBeUndefined();
    expect(views.forAddress("/admin/dashboard", "/admin/dashboard")).toBeUndefined();
    expect(views.forAddress("/rss.xml", "/rss.xml")).toBeUndefined();

    const admin = await ctx.signIn("admin");
    const read = async () => {
      const res = await ctx.call("GET", "/api/statistik", { token: admin.token });
      expect(res.status).toBe(200);
      return (await res.json()) as Statistik;
    };
    const s = await read();
    expect(s.harian.at(-1)).toEqual({ tanggal: todayInJakarta(), tayangan: 600 });
    expect(s.halaman.map((h) => [h.path, h.tayangan])).toEqual([
      ["/", 300],
      ["/kunjungan", 300],
    ]);
    expect(s.perangkat).toEqual({ ponsel: 300, tablet: 0, desktop: 300 });
    expect(s.perujuk).toEqual([{ host: "www.google.com", tayangan: 300 }]);

    // The same counters go on counting after the write: added once, not twice.
    kunjungan?.served(served(phone), 200);
    const after = await read();
    expect(after.halaman.map((h) => [h.path, h.tayangan])).toEqual([
      ["/kunjungan", 301],
      ["/", 300],
    ]);
    expect(after.perujuk).toEqual([{ host: "www.google.com", tayangan: 301 }]);
  });

  it("counts thousands of addresses, each view once, and a view for the day its address was looked up", async () => {
    const ctx = use();
    const views = publicPageViewCounter(ctx.deps);
    // 23:59:30 in Jakarta (UTC+7): the address is looked up before midnight.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T16:59:30Z"));
    const beforeMidnight = views.forAddress("/kegiatan", "/kegiatan");
    vi.setSystemTime(new Date("2026-11-25T17:00:30Z"));
    beforeMidnight?.served(served({ "user-agent": PHONE }), 200);
    // A new day's look-up (the fast path's next era) counts for the new day.
    // (An empty Referer names no referring site.)
    views
      .forAddress("/kegiatan", "/kegiatan")
      ?.served(served({ "user-agent": PHONE, referer: "" }), 200);
    // More addresses with views than are held before a hand-over.
    for (let i = 0; i < 2500; i++) {
      views
        .forAddress(`/informasi/artikel-${i}`, `/informasi/artikel-${i}`)
        ?.served(served({ "user-agent": DESKTOP }), 200);
    }
    const admin = await ctx.signIn("admin");
    const res = await ctx.call("GET", "/api/statistik?dari=2026-11-25&sampai=2026-11-26", {
      token: admin.token,
    });
    const s = (await res.json()) as Statistik;
    expect(s.harian).toEqual([
      { tanggal: "2026-11-25", tayangan: 1 },
      { tanggal: "2026-11-26", tayangan: 2501 },
    ]);
    expect(s.perangkat).toEqual({ ponsel: 2, tablet: 0, desktop: 2500 });
    expect(s.perujuk).toEqual([]);
  });

  it("counts one client's flood from memory only up to 60 a minute, and its referrer not alone", async () => {
    const ctx = use();
    const views = publicPageViewCounter(ctx.deps);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    const page = views.forAddress("/contact", "/contact");
    const flood = { "user-agent": PHONE, referer: "https://banjir.example/" };
    for (let i = 0; i < 1000; i++) page?.served(served(flood, "GET", "192.0.2.50"), 200);
    page?.served(
      served({ "user-agent": PHONE, referer: "https://dua.example/" }, "GET", "192.0.2.51"),
      200,
    );
    const admin = await ctx.signIn("admin");
    const read = async () =>
      (await (await ctx.call("GET", "/api/statistik", { token: admin.token })).json()) as Statistik;
    // The hosts of this test (the earlier ones on this database came from google).
    const hosts = (s: Statistik) => s.perujuk.filter((p) => p.host.endsWith(".example"));
    let s = await read();
    expect(s.halaman.find((h) => h.path === "/contact")?.tayangan).toBe(61);
    expect(hosts(s)).toEqual([]);

    // A second client sends each host: both are listed, with the views that waited.
    page?.served(
      served({ "user-agent": DESKTOP, referer: "https://banjir.example/" }, "GET", "192.0.2.52"),
      200,
    );
    page?.served(
      served({ "user-agent": DESKTOP, referer: "https://dua.example/" }, "GET", "192.0.2.53"),
      200,
    );
    s = await read();
    expect(hosts(s)).toEqual([
      { host: "banjir.example", tayangan: 61 },
      { host: "dua.example", tayangan: 2 },
    ]);
  });
});

// Pages the fast path answers from memory are counted in batches: what waits in the queue is
// written with the next batch, to the view, on both databases.
import type { IncomingMessage } from "node:http";
import { expect, it } from "vitest";
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
const served = (url: string, headers: Record<string, string>, method = "GET") =>
  ({ method, url, headers: { host: "keraton.test", ...headers } }) as unknown as IncomingMessage;

describeEachDialect("pages answered from memory, counted in batches", (use) => {
  it("counts every view the queue held, past its batch size and up to the moment of a write", async () => {
    const ctx = use();
    const views = publicPageViewCounter(ctx.deps);
    const phone = { "user-agent": PHONE, referer: "https://www.google.com/" };
    // 600 views: two full batches counted on the way, the rest waiting for the write.
    for (let i = 0; i < 300; i++) {
      views.fromNode("/kunjungan", served("/kunjungan", phone), 200);
      views.fromNode("/", served("/", { "user-agent": DESKTOP }), 304);
    }
    // Not counted: a bot, a HEAD, a 404, a prefetch, a staff preview link, the back office.
    views.fromNode("/", served("/", { "user-agent": BINGBOT }), 200);
    views.fromNode("/", served("/", { "user-agent": PHONE }, "HEAD"), 200);
    views.fromNode("/informasi/tidak-ada", served("/informasi/tidak-ada", phone), 404);
    views.fromNode("/", served("/", { ...phone, "sec-purpose": "prefetch" }), 200);
    views.fromNode("/kunjungan", served("/kunjungan?pratinjau=abc", phone), 200);
    views.fromNode("/admin/dashboard", served("/admin/dashboard", phone), 200);

    const admin = await ctx.signIn("admin");
    const res = await ctx.call("GET", "/api/statistik", { token: admin.token });
    expect(res.status).toBe(200);
    const s = (await res.json()) as Statistik;
    expect(s.harian.at(-1)).toEqual({ tanggal: todayInJakarta(), tayangan: 600 });
    expect(s.halaman.map((h) => [h.path, h.tayangan])).toEqual([
      ["/", 300],
      ["/kunjungan", 300],
    ]);
    expect(s.perangkat).toEqual({ ponsel: 300, tablet: 0, desktop: 300 });
    expect(s.perujuk).toEqual([{ host: "www.google.com", tayangan: 300 }]);
  });
});

// The fast path in front of the real app, on real SQLite and PostgreSQL: public API reads the
// cache holds are answered before the app, with the headers the app itself sends.
import type { Server } from "node:http";
import { request } from "node:http";
import { afterEach, beforeEach, expect, it } from "vitest";
import { addDays } from "../../common/agenda/occurrences.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { clearContent, createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { calendarRouter } from "../agenda/calendar.router.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../log/logger.ts";
import { createFastPath } from "./fast-path.ts";
import { listen } from "./listen.ts";
import { publicReads } from "./public-read-cache.ts";
import { contentEra } from "./remembered-lookups.ts";

type Raw = { status: number; rawHeaders: string[]; body: Buffer };

/** A server listening on a free port, once it listens. */
async function started(options: Parameters<typeof listen>[0]): Promise<[Server, number]> {
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = listen(options, (info) => resolve(info.port));
  });
  return [server as Server, port];
}

/** One request over a socket with exactly these headers; the answer's headers as sent, in order. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part) => parts.push(part));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(parts),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The header lines as sent, with the two that differ on every answer (date, request id) blanked. */
const comparable = (raw: Raw) =>
  raw.rawHeaders.map((value, i) => {
    const name = raw.rawHeaders[i - 1]?.toLowerCase();
    return i % 2 === 1 && (name === "date" || name === "x-request-id") ? "…" : value;
  });

describeEachDialect("answers from memory before the app", (use) => {
  let admin: SignedIn;
  let appOnly: Server;
  let fast: Server;
  let appPort = 0;
  let fastPort = 0;
  let reachedApp = 0;
  let logged = "";
  /** The addresses the fast path asked the API cache for (not answered from its remembered look-ups). */
  let apiLookUps: string[] = [];

  beforeEach(async () => {
    await clearContent(use());
    admin ??= await use().signIn("admin");
    const deps = use().deps;
    // One app and one cache, two doors: one straight into the app, one through the fast path.
    const reads = publicReads({ deps });
    const calendar = calendarRouter(deps);
    const app = createApp(deps, { publicReads: reads, calendar });
    const fetch = (req: Request) => {
      reachedApp++;
      return app.fetch(req);
    };
    logged = "";
    const log = createLogger({
      json: true,
      destination: { write: (line: string) => (logged += line) },
    });
    const fastPath = createFastPath({
      page: calendar.fresh,
      api: (url) => {
        apiLookUps.push(url.pathname);
        return reads.fresh(url);
      },
      era: contentEra(deps.contentChanges),
      viewsMark: reads.viewsMark,
      trustProxy: [],
      logRequests: true,
      log,
    });
    [appOnly, appPort] = await started({ fetch, port: 0, hostname: "127.0.0.1" });
    [fast, fastPort] = await started({ fetch, fastPath, port: 0, hostname: "127.0.0.1" });
    reachedApp = 0;
    apiLookUps = [];
  });
  afterEach(async () => {
    await new Promise((resolve) => appOnly.close(resolve));
    await new Promise((resolve) => fast.close(resolve));
  });

  it("answers a kept public read without the app, with the very headers the app sends", async () => {
    const item = await createInformasiItem(use(), {
      deskripsi: `<p>${"Panjang ".repeat(400)}</p>`,
    });
    for (const path of ["/api/informasi", `/api/informasi/${item.id}`, "/api/settings"]) {
      const first = await send(appPort, "GET", path); // made by the app, and kept
      expect(first.status).toBe(200);
      const etag =
        first.rawHeaders[first.rawHeaders.findIndex((h) => h.toLowerCase() === "etag") + 1];
      const variants: Array<Record<string, string>> = [
        { "accept-encoding": "gzip, br" },
        { "accept-encoding": "gzip" },
        {},
        { "if-none-match": etag ?? "" },
      ];
      for (const headers of variants) {
        const before = reachedApp;
        const viaApp = await send(appPort, "GET", path, headers);
        // The second time from the answer the fast path remembered: the same again.
        for (const viaFastPath of [
          await send(fastPort, "GET", path, headers),
          await send(fastPort, "GET", path, headers),
        ]) {
          expect(viaFastPath.status).toBe(viaApp.status);
          expect(comparable(viaFastPath)).toEqual(comparable(viaApp));
          expect(viaFastPath.body.equals(viaApp.body)).toBe(true);
        }
        expect(reachedApp - before).toBe(1); // only the door without the fast path
      }
    }
    // Logged as the app logs a request, with its request id.
    const lines = logged
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "permintaan",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      clientAddress: "127.0.0.1",
      method: "GET",
      path: "/api/settings",
      status: 304,
      ms: expect.any(Number),
    });
  });

  it("leaves staff reads, HEAD, odd addresses and anything not kept to the app; a write shows at once", async () => {
    const item = await createInformasiItem(use(), { judul: "Sebelum" });
    const path = `/api/informasi/${item.id}`;
    await send(fastPort, "GET", path); // kept now
    let before = reachedApp;
    for (const [method, target, headers] of [
      ["GET", path, { authorization: `Bearer ${admin.token}` }],
      ["HEAD", path, {}],
      ["GET", `${path}?x=1`, {}],
      ["GET", "/api/informasi/slug/tidak-ada", {}],
    ] as Array<[string, string, Record<string, string>]>) {
      await send(fastPort, method, target, headers);
      expect(reachedApp, `${method} ${target}`).toBe(++before);
    }
    await use().call("PUT", path, { token: admin.token, form: form({ judul: "Sesudah" }) });
    const after = await send(fastPort, "GET", path);
    expect(JSON.parse(after.body.toString()).judul).toBe("Sesudah");
    expect(reachedApp).toBe(before + 1); // the first read after the write is made by the app
    const again = await send(fastPort, "GET", path);
    expect(JSON.parse(again.body.toString()).judul).toBe("Sesudah");
    expect(reachedApp).toBe(before + 1);
  });

  it("a counted view refreshes the popular list at once and leaves every other kept answer where it was", async () => {
    for (let i = 0; i < 5; i++) await createInformasiItem(use(), { views: 4 });
    const opened = await createInformasiItem(use(), { tanggal: "2001-01-01", views: 4 });
    const list = "/api/informasi";
    const popular = "/api/informasi/populer";
    const slugs = async () =>
      (
        JSON.parse((await send(fastPort, "GET", popular)).body.toString()) as { slug: string }[]
      ).map((entry) => entry.slug);
    expect((await send(fastPort, "GET", list)).status).toBe(200); // made by the app, and kept
    expect(await slugs()).not.toContain(opened.slug);
    await send(fastPort, "GET", list);
    await slugs();
    // As SPEC's article page does: count the view, then refresh the popular list.
    const counted = await send(fastPort, "POST", `/api/informasi/${opened.slug}/increment-view`);
    expect(counted.status).toBe(200);
    apiLookUps = [];
    const before = reachedApp;
    expect((await slugs())[0]).toBe(opened.slug);
    expect(reachedApp).toBe(before + 1); // the popular list is made afresh…
    const again = await send(fastPort, "GET", list);
    expect(again.status).toBe(200);
    expect(reachedApp).toBe(before + 1); // …the list is still answered from memory…
    // …from the look-up the fast path remembered before the view: it is not looked up again.
    expect(apiLookUps).not.toContain(list);
    expect(apiLookUps).toContain(popular);
  });

  it("answers a kept calendar file without the app, as the app does; an edit shows at once", async () => {
    const day = addDays(todayInJakarta(), 20);
    const created = await use().call("POST", "/api/agenda", {
      token: admin.token,
      form: form({ judul: "Panjang Jimat", ulang: "sekali", tanggal: day }),
    });
    const item = (await body(created)).data as { id: number; slug: string; versi: number };
    const paths = ["/agenda.ics", "/en/agenda.ics", `/agenda/${item.slug}.ics`];
    for (const path of paths) {
      const first = await send(fastPort, "GET", path); // made by the app, and kept
      expect(first.status).toBe(200);
      expect(first.body.toString()).toContain("SUMMARY:Panjang Jimat");
      const etag =
        first.rawHeaders[first.rawHeaders.findIndex((h) => h.toLowerCase() === "etag") + 1];
      for (const [method, headers] of [
        ["GET", { "accept-encoding": "gzip, br" }],
        ["GET", {}],
        ["GET", { "if-none-match": etag ?? "" }],
        ["HEAD", { "accept-encoding": "gzip" }],
      ] as Array<[string, Record<string, string>]>) {
        const before = reachedApp;
        // The file's links name the Host asked: the same for both doors.
        const host = { host: `127.0.0.1:${fastPort}` };
        const viaApp = await send(appPort, method, path, { ...headers, ...host });
        const viaFastPath = await send(fastPort, method, path, { ...headers, ...host });
        expect(reachedApp - before, `${method} ${path}`).toBe(1); // only the door without it
        expect(viaFastPath.status).toBe(viaApp.status);
        expect(comparable(viaFastPath)).toEqual(comparable(viaApp));
        expect(viaFastPath.body.equals(viaApp.body)).toBe(true);
      }
    }
    await use().call("PUT", `/api/agenda/${item.id}`, {
      token: admin.token,
      form: form({
        judul: "Panjang Jimat 1453 H",
        ulang: "sekali",
        tanggal: day,
        versi: String(item.versi),
      }),
    });
    const after = await send(fastPort, "GET", "/agenda.ics");
    expect(after.body.toString()).toContain("SUMMARY:Panjang Jimat 1453 H");
  });
});

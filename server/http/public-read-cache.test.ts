import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearContent, createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { ContentChanges } from "../content/content-changes.ts";
import { PageCache } from "../pages/page-cache.ts";
import type { AppEnv } from "./app-env.ts";
import { publicReadCache, VIEWS_REFRESH_MS } from "./public-read-cache.ts";

describeEachDialect("public API reads from memory", (use) => {
  let admin: SignedIn;
  beforeEach(async () => {
    await clearContent(use());
    admin ??= await use().signIn("admin");
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    use().call("GET", path, { headers });
  const json = async (path: string) => body(await get(path));
  const staff = (method: string, path: string, options: { form?: FormData; json?: unknown }) =>
    use().call(method, path, { ...options, token: admin.token });
  const renameBehindTheAppsBack = (id: number, judul: string) =>
    use().deps.db.updateTable("informasi").set({ judul }).where("id", "=", id).execute();

  it("answers a repeated read from memory: the database is not asked again", async () => {
    const item = await createInformasiItem(use(), { judul: "Judul Pertama" });
    expect((await json(`/api/informasi/${item.id}`)).judul).toBe("Judul Pertama");
    await renameBehindTheAppsBack(item.id, "Diubah Diam-diam");
    expect((await json(`/api/informasi/${item.id}`)).judul).toBe("Judul Pertama");
  });

  it("shows every kind of staff write on the very next read", async () => {
    const item = await createInformasiItem(use(), { judul: "Sebelum" });
    const reads = [
      "/api/informasi",
      `/api/informasi/${item.id}`,
      `/api/informasi/slug/${item.slug}`,
      "/api/informasi/populer",
      "/api/dokumentasi",
      "/api/settings",
      "/api/visi_misi/visi",
      "/api/sejarah_istilah/sejarah",
    ];
    const snapshot = async () => Promise.all(reads.map((path) => json(path)));
    let before = await snapshot();
    const writes: Array<() => Promise<Response>> = [
      () => staff("PUT", `/api/informasi/${item.id}`, { form: form({ judul: "Sesudah" }) }),
      () => staff("POST", "/api/informasi", { form: form({ judul: "Artikel Baru" }) }),
      () =>
        staff("POST", "/api/dokumentasi", {
          form: form({ judul: "Kegiatan Baru", tanggal: "2026-11-01" }),
        }),
      () => staff("POST", "/api/settings/update", { form: form({ Alamat: "Alamat baru" }) }),
      () =>
        staff("POST", "/api/visi_misi", { json: { type: "visi", content: "<p>Visi baru</p>" } }),
      () =>
        staff("POST", "/api/sejarah_istilah", {
          json: { type: "sejarah", content: "<p>Sejarah baru</p>" },
        }),
      () => staff("DELETE", `/api/informasi/${item.id}`, {}),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBeLessThan(300);
      const after = await snapshot();
      expect(after).not.toEqual(before);
      before = after;
    }
  });

  it("keeps its answers through a flood of views from many addresses but the popular list, which follows at once; other counts follow within a minute", async () => {
    const item = await createInformasiItem(use(), { judul: "Judul Pertama" });
    // The clock stands still at the start of a minute: the minute cannot turn during the flood.
    const minute = Math.floor(Date.now() / VIEWS_REFRESH_MS) * VIEWS_REFRESH_MS;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(minute + VIEWS_REFRESH_MS);
    const reads = ["/api/informasi", `/api/informasi/${item.id}`];
    const before = await Promise.all(reads.map((path) => json(path)));
    expect((await json("/api/informasi/populer"))[0].views).toBe(0);
    await renameBehindTheAppsBack(item.id, "Diubah Diam-diam");
    const views = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        use().call("POST", `/api/informasi/${item.slug}/increment-view`, {
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
          json: {},
        }),
      ),
    );
    expect(views.every((res) => res.status === 200)).toBe(true);
    // Views are no content change: every answer still comes from memory, as it was…
    expect(await Promise.all(reads.map((path) => json(path)))).toEqual(before);
    // …but the popular list, which SPEC's article page refreshes right after counting a view.
    expect((await json("/api/informasi/populer"))[0].views).toBe(200);
    vi.setSystemTime(minute + 2 * VIEWS_REFRESH_MS);
    expect((await json(`/api/informasi/${item.id}`)).views).toBe(200);
    expect((await json("/api/informasi/populer"))[0].views).toBe(200);
  });

  it("an article whose view was just counted is in the popular list the article page refreshes", async () => {
    for (let i = 0; i < 5; i++) await createInformasiItem(use(), { views: 4 });
    const opened = await createInformasiItem(use(), { tanggal: "2001-01-01", views: 4 });
    const slugs = async () =>
      ((await json("/api/informasi/populer")) as { slug: string }[]).map((entry) => entry.slug);
    expect(await slugs()).not.toContain(opened.slug);
    // As SPEC's article page does: count the view (no body, no Content-Type), then refresh.
    const counted = await use().app.request(`/api/informasi/${opened.slug}/increment-view`, {
      method: "POST",
    });
    expect(counted.status).toBe(200);
    expect((await slugs())[0]).toBe(opened.slug);
  });

  it("after a write, answers readers at once with the previous answer while one request makes the new one", async () => {
    const item = await createInformasiItem(use(), { judul: "Sebelum" });
    const path = `/api/informasi/${item.id}`;
    expect((await json(path)).judul).toBe("Sebelum");
    const saved = await staff("PUT", path, { form: form({ judul: "Sesudah" }) });
    expect(saved.status).toBe(200);
    // Ten visitors ask at once, right after the save: only the first waits for the new answer.
    const titles = await Promise.all(
      Array.from({ length: 10 }, async () => (await json(path)).judul as string),
    );
    expect(titles).toEqual(["Sesudah", ...Array(9).fill("Sebelum")]);
    // Once the new answer is kept, every reader gets it.
    await expect.poll(async () => (await json(path)).judul, { timeout: 30_000 }).toBe("Sesudah");
    const later = await Promise.all(
      Array.from({ length: 10 }, async () => (await json(path)).judul as string),
    );
    expect(later).toEqual(Array(10).fill("Sesudah"));
  });

  it("shows a new picture on the next read", async () => {
    const item = await createInformasiItem(use());
    const before = (await json(`/api/informasi/${item.id}`)).gambar;
    const picture = imageFile(await makeImage("jpeg", 400, 300));
    await staff("PUT", `/api/informasi/${item.id}`, {
      form: form({ judul: item.judul }, { gambar: picture }),
    });
    const after = (await json(`/api/informasi/${item.id}`)).gambar;
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\/uploads\//);
  });

  it("sends compressed copies and an ETag, and 304 for a copy the browser already has", async () => {
    await createInformasiItem(use(), { deskripsi: `<p>${"Panjang ".repeat(400)}</p>` });
    const plain = await get("/api/informasi");
    const text = await plain.text();
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const br = await get("/api/informasi", { "accept-encoding": "br, gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get("/api/informasi", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gz.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(text));
    const again = await get("/api/informasi", { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("no-store");
  });

  it("never answers a staff read from memory, nor keeps it for a visitor", async () => {
    const item = await createInformasiItem(use(), { judul: "Asli" });
    const path = `/api/informasi/${item.id}`;
    const asStaff = async () => body(await use().call("GET", path, { token: admin.token }));
    expect((await asStaff()).judul).toBe("Asli");
    await renameBehindTheAppsBack(item.id, "Baru");
    // The staff answer was not kept: the visitor's first read is made fresh.
    expect((await json(path)).judul).toBe("Baru");
    await renameBehindTheAppsBack(item.id, "Terbaru");
    expect((await json(path)).judul).toBe("Baru");
    expect((await asStaff()).judul).toBe("Terbaru");
  });

  it("keeps no error: a missing item becomes visible once it exists", async () => {
    const missing = await get("/api/informasi/slug/belum-ada");
    expect(missing.status).toBe(404);
    await createInformasiItem(use(), { judul: "Belum Ada" });
    expect((await get("/api/informasi/slug/belum-ada")).status).toBe(200);
  });
});

describe("public API reads under random addresses", () => {
  const app = (cache: PageCache, counter: { handled: number }) =>
    new Hono<AppEnv>()
      .use("/api/*", publicReadCache({ deps: { contentChanges: new ContentChanges() }, cache }))
      .get("/api/informasi", (c) => {
        counter.handled++;
        const page = c.req.query("page") ?? "1";
        return c.json([{ judul: `Halaman ${page}`, deskripsi: "Isi ".repeat(2000) }]);
      });

  it("answers 1,000 reads with a random ?x= or a random Host without a new entry or a new answer", async () => {
    const cache = new PageCache(300);
    const counter = { handled: 0 };
    const api = app(cache, counter);
    const first = await api.request("/api/informasi?page=2");
    expect((await first.json())[0].judul).toBe("Halaman 2");
    for (let i = 0; i < 1000; i++) {
      const random = Math.random().toString(36).slice(2);
      const noisy = await api.request(`/api/informasi?page=2&x=${random}`);
      // Sent to the clean address, which is answered from memory.
      expect(noisy.status).toBe(301);
      expect(noisy.headers.get("location")).toBe("/api/informasi?page=2");
      const otherHost = await api.request(`http://${random}.example/api/informasi?page=2`);
      expect(otherHost.status).toBe(200);
    }
    expect((await (await api.request("/api/informasi?page=2")).json())[0].judul).toBe("Halaman 2");
    expect(counter.handled).toBe(1);
    expect(cache.size).toBe(1);
  });

  it("keeps at most its bound of entries and bytes however many pages are asked for", async () => {
    const cache = new PageCache(50, 200_000);
    const counter = { handled: 0 };
    const api = app(cache, counter);
    for (let page = 1; page <= 300; page++) {
      expect((await api.request(`/api/informasi?page=${page}`)).status).toBe(200);
      expect(cache.size).toBeLessThanOrEqual(50);
      expect(cache.bytes).toBeLessThanOrEqual(200_000);
    }
  });
});

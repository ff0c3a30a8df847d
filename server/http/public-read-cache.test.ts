import { beforeEach, expect, it } from "vitest";
import { clearContent, createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("public API reads from memory", (use) => {
  let admin: SignedIn;
  beforeEach(async () => {
    await clearContent(use());
    admin ??= await use().signIn("admin");
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
      () => use().call("POST", "/api/informasi/sesudah/increment-view", { json: {} }),
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

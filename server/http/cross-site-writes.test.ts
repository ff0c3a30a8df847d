import { beforeAll, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { createInformasiItem } from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { createApp } from "../app.ts";

const REQUEST = {
  nama: "Ibu Sari",
  instansi: "",
  tanggal: todayInJakarta(),
  jumlah: 20,
  telepon: "081234567890",
};

const CROSS_SITE_REFUSED = { message: "Permintaan dari situs lain tidak diterima" };

describeEachDialect("writes from another site, and JSON bodies", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const send = (method: string, path: string, headers: Record<string, string>, content?: string) =>
    use().app.request(path, { method, headers, body: content });
  // Where staff read it: never answered from memory.
  const views = async (slug: string) =>
    (await body(await use().call("GET", `/api/informasi/slug/${slug}`, { token: admin.token })))
      .views;

  it("a view counted exactly as SPEC writes it (no body, no Content-Type) counts", async () => {
    const item = await createInformasiItem(use(), { views: 7 });
    const res = await send("POST", `/api/informasi/${item.slug}/increment-view`, {});
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ views: 8 });
    expect(await views(item.slug)).toBe(8);
  });

  it("a browser on another site can neither count a view nor send a visit request", async () => {
    const item = await createInformasiItem(use(), { views: 3 });
    const before = await snapshotState(use());
    const elsewhere: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost" },
      { "sec-fetch-site": "cross-site", origin: "http://localhost" },
      { origin: "https://situs-lain.example" },
      { origin: "null" },
    ];
    for (const headers of elsewhere) {
      for (const type of ["application/json", "text/plain"]) {
        const label = `${JSON.stringify(headers)} ${type}`;
        const sent = { ...headers, "content-type": type };
        const visit = await send("POST", "/api/reservasi", sent, JSON.stringify(REQUEST));
        expect(visit.status, label).toBe(403);
        expect(await body(visit), label).toEqual(CROSS_SITE_REFUSED);
        const view = await send("POST", `/api/informasi/${item.slug}/increment-view`, sent);
        expect(view.status, label).toBe(403);
      }
    }
    expect(await snapshotState(use())).toEqual(before);
  });

  it("the site's own pages, typed addresses and clients that are not browsers still write", async () => {
    const item = await createInformasiItem(use(), { views: 0 });
    const path = `/api/informasi/${item.slug}/increment-view`;
    const fromHere: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost" },
      { "sec-fetch-site": "none" },
      { origin: "http://localhost" },
      {},
    ];
    for (const headers of fromHere) {
      const res = await send("POST", path, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    const visit = await send(
      "POST",
      "/api/reservasi",
      { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      JSON.stringify(REQUEST),
    );
    expect(visit.status).toBe(201);
  });

  it("PUBLIC_URL's origin may write when a proxy sends another Host", async () => {
    const deps = use().deps;
    const app = createApp({
      ...deps,
      config: { ...deps.config, PUBLIC_URL: "https://keraton.example" },
    });
    const item = await createInformasiItem(use(), { views: 0 });
    const res = await app.request(`/api/informasi/${item.slug}/increment-view`, {
      method: "POST",
      headers: { origin: "https://keraton.example" },
    });
    expect(res.status).toBe(200);
  });

  it("an unknown API address answers 404 whatever the method and Content-Type", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        const res = await send(method, "/api/tidak-ada/sama-sekali", headers, "x=1");
        expect(res.status, `${method} ${type}`).toBe(404);
        expect(await body(res)).toEqual({ message: "Alamat API tidak ditemukan" });
      }
    }
  });

  it("a body labelled as something other than JSON answers 415 in Indonesian and stores nothing", async () => {
    const before = await snapshotState(use());
    for (const type of ["text/plain", "application/x-www-form-urlencoded", undefined]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      const res = await send("POST", "/api/reservasi", headers, JSON.stringify(REQUEST));
      expect(res.status, String(type)).toBe(415);
      expect(await body(res)).toEqual({
        message: "Data harus dikirim dalam format JSON (Content-Type: application/json)",
      });
    }
    expect(await snapshotState(use())).toEqual(before);
  });

  it("JSON with a charset is JSON; image forms stay multipart", async () => {
    const login = await send(
      "POST",
      "/api/login",
      { "content-type": "application/json; charset=UTF-8" },
      JSON.stringify({ username: "tidak-ada", password: "salah-sekali" }),
    );
    expect(login.status).toBe(401);
    const form = new FormData();
    form.set("judul", "Kabar multipart");
    form.set("tanggal", todayInJakarta());
    form.set("deskripsi", "<p>Isi</p>");
    const created = await use().call("POST", "/api/informasi", { token: admin.token, form });
    expect(created.status).toBe(201);
  });
});

import { beforeAll, expect, it } from "vitest";
import { todayInJakarta } from "../../common/dates.ts";
import { createInformasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("informasi API", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });
  const create = (fields: Record<string, string>) =>
    use().call("POST", "/api/informasi", { token: editor.token, form: form(fields) });
  const update = (id: number | string, fields: Record<string, string>) =>
    use().call("PUT", `/api/informasi/${id}`, { token: editor.token, form: form(fields) });

  it("creates an item (201) with 0 views, readable by id and by slug", async () => {
    const res = await create({
      judul: "Jadwal Kunjungan Museum",
      tanggal: "2026-08-17",
      deskripsi: "<p>Buka setiap hari.</p>",
    });
    expect(res.status).toBe(201);
    const answer = await body(res);
    expect(answer.message).toBe("Informasi berhasil ditambahkan!");
    expect(answer.data).toMatchObject({ slug: "jadwal-kunjungan-museum", views: 0, gambar: "" });

    const byId = await body(await use().call("GET", `/api/informasi/${answer.data.id}`));
    expect(byId).toMatchObject({
      id: answer.data.id,
      judul: "Jadwal Kunjungan Museum",
      deskripsi: "<p>Buka setiap hari.</p>",
      tanggal: "2026-08-17",
    });
    const bySlug = await body(
      await use().call("GET", "/api/informasi/slug/jadwal-kunjungan-museum"),
    );
    expect(bySlug).toEqual(byId);
  });

  it("dates an item today in Asia/Jakarta when tanggal is empty or left out", async () => {
    const before = todayInJakarta();
    const empty = (await body(await create({ judul: "Tanpa tanggal", tanggal: "" }))).data;
    const missing = (await body(await create({ judul: "Tanpa field tanggal" }))).data;
    const after = todayInJakarta();
    for (const item of [empty, missing]) expect([before, after]).toContain(item.tanggal);
  });

  it("needs no deskripsi", async () => {
    const res = await create({ judul: "Hanya judul", tanggal: "2026-01-01" });
    expect(res.status).toBe(201);
    expect((await body(res)).data.deskripsi).toBe("");
  });

  it.each(["2026-02-30", "2026-00-10", "17-08-2026", "2026/08/17", "besok"])(
    "refuses tanggal %s with 400 and stores nothing",
    async (tanggal) => {
      const before = await snapshotState(use());
      const res = await create({ judul: "Tanggal aneh", tanggal });
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toHaveProperty("tanggal");
      expect(await snapshotState(use())).toEqual(before);
    },
  );

  it("refuses a missing or blank judul with 400", async () => {
    const bodies: Array<Record<string, string>> = [
      { tanggal: "2026-01-01" },
      { judul: "", tanggal: "2026-01-01" },
    ];
    for (const fields of bodies) {
      const res = await create(fields);
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toHaveProperty("judul");
    }
  });

  it("updates judul, deskripsi and tanggal, keeping views and the image", async () => {
    const item = await createInformasiItem(use(), { views: 7, gambar: "/uploads/lama.jpg" });
    const res = await update(item.id, {
      judul: "Informasi Diperbarui",
      tanggal: "2026-09-09",
      deskripsi: "<p>isi baru</p>",
    });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe("Informasi berhasil diperbarui!");
    const read = await body(await use().call("GET", `/api/informasi/${item.id}`));
    expect(read).toMatchObject({
      judul: "Informasi Diperbarui",
      slug: "informasi-diperbarui",
      tanggal: "2026-09-09",
      deskripsi: "<p>isi baru</p>",
      views: 7,
      gambar: "/uploads/lama.jpg",
    });
  });

  it("deletes an item: id and slug answer 404 afterwards", async () => {
    const item = await createInformasiItem(use());
    const res = await use().call("DELETE", `/api/informasi/${item.id}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Informasi berhasil dihapus." });
    expect((await use().call("GET", `/api/informasi/${item.id}`)).status).toBe(404);
    expect((await use().call("GET", `/api/informasi/slug/${item.slug}`)).status).toBe(404);
  });

  it.each(["999999", "2147483648", "99999999999999999999", "abc", "0", "1.5", "-3"])(
    "answers 404 JSON for id %s on GET, PUT and DELETE",
    async (id) => {
      const responses = [
        await use().call("GET", `/api/informasi/${id}`),
        await update(id, { judul: "X", tanggal: "2026-01-01" }),
        await use().call("DELETE", `/api/informasi/${id}`, { token: editor.token }),
      ];
      for (const res of responses) {
        expect(res.status).toBe(404);
        expect(await body(res)).toEqual({ message: expect.any(String) });
      }
    },
  );

  it("answers 404 for an unknown slug", async () => {
    const res = await use().call("GET", "/api/informasi/slug/tidak-ada-sama-sekali");
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: "Informasi tidak ditemukan" });
  });
});

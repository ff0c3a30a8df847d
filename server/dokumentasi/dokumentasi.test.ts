import { beforeAll, expect, it } from "vitest";
import { createDokumentasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

describeEachDialect("dokumentasi API", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor", { name: "Nyi Mas Editor" });
  });
  const create = (fields: Record<string, string>) =>
    use().call("POST", "/api/dokumentasi", { token: editor.token, form: form(fields) });
  const update = (id: number, fields: Record<string, string>) =>
    use().call("PUT", `/api/dokumentasi/${id}`, { token: editor.token, form: form(fields) });

  it("creates an item (201) that the detail call gives back", async () => {
    const res = await create({
      judul: "Kirab Pusaka",
      tanggal: "2026-11-21",
      uploaded: "Abdi Dalem Juru Foto",
      deskripsi: "<p>Kirab pusaka keraton.</p>",
    });
    expect(res.status).toBe(201);
    const answer = await body(res);
    expect(answer.message).toBe("Dokumentasi berhasil ditambahkan");
    expect(answer.data).toMatchObject({ id: expect.any(Number), slug: "kirab-pusaka" });
    const detail = await body(await use().call("GET", "/api/dokumentasi/kirab-pusaka"));
    expect(detail).toMatchObject({
      judul: "Kirab Pusaka",
      tanggal: "2026-11-21",
      uploaded: "Abdi Dalem Juru Foto",
      gambar: "",
      deskripsi: "<p>Kirab pusaka keraton.</p>",
    });
  });

  it("lists id, slug, gambar, judul and deskripsi of every item", async () => {
    const list = await body(await use().call("GET", "/api/dokumentasi"));
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      gambar: expect.any(String),
      judul: expect.any(String),
      deskripsi: expect.any(String),
    });
  });

  it("fills uploaded with the logged-in user's name when it is empty or blank", async () => {
    for (const uploaded of ["", "   "]) {
      const res = await create({
        judul: `Tanpa pengunggah ${uploaded.length}`,
        tanggal: "2026-01-05",
        uploaded,
      });
      expect((await body(res)).data.uploaded).toBe("Nyi Mas Editor");
    }
    const missing = await create({ judul: "Tanpa field", tanggal: "2026-01-05" });
    expect((await body(missing)).data.uploaded).toBe("Nyi Mas Editor");
  });

  it("on edit keeps sent uploaded text, or uses the editing user's name when empty", async () => {
    const { id } = (await body(await create({ judul: "Edit pengunggah", tanggal: "2026-01-06" })))
      .data;
    const admin = await use().signIn("admin", { name: "Kangjeng Admin" });
    const byAdmin = await use().call("PUT", `/api/dokumentasi/${id}`, {
      token: admin.token,
      form: form({ judul: "Edit pengunggah", tanggal: "2026-01-06", uploaded: "" }),
    });
    expect((await body(byAdmin)).data.uploaded).toBe("Kangjeng Admin");
    const named = await update(id, {
      judul: "Edit pengunggah",
      tanggal: "2026-01-06",
      uploaded: "Tamu",
    });
    expect((await body(named)).data.uploaded).toBe("Tamu");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["30 February", "2026-02-30"],
    ["29 February of a common year", "2027-02-29"],
    ["month 13", "2026-13-01"],
    ["day 00", "2026-01-00"],
    ["day-month-year order", "21-11-2026"],
    ["single digits", "2026-1-5"],
    ["a timestamp", "2026-11-21T10:00:00Z"],
    ["words", "kemarin"],
  ])("refuses a %s tanggal with 400 and stores nothing", async (_label, tanggal) => {
    const before = await snapshotState(use());
    const fields: Record<string, string> = { judul: "Tanggal salah" };
    if (tanggal !== undefined) fields.tanggal = tanggal;
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toHaveProperty("tanggal");
    expect(await snapshotState(use())).toEqual(before);
  });

  it("accepts 29 February of a leap year", async () => {
    const res = await create({ judul: "Kabisat", tanggal: "2028-02-29" });
    expect(res.status).toBe(201);
    expect((await body(res)).data.tanggal).toBe("2028-02-29");
  });

  it("refuses a missing or blank judul with 400", async () => {
    const bodies: Array<Record<string, string>> = [
      { tanggal: "2026-01-01" },
      { judul: "  ", tanggal: "2026-01-01" },
    ];
    for (const fields of bodies) {
      const res = await create(fields);
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toHaveProperty("judul");
    }
  });

  it("an invalid tanggal on edit is a 400 and the item keeps its date", async () => {
    const item = await createDokumentasiItem(use(), { tanggal: "2026-06-01" });
    const res = await update(item.id, { judul: item.judul, tanggal: "2026-06-31" });
    expect(res.status).toBe(400);
    const detail = await body(await use().call("GET", `/api/dokumentasi/${item.slug}`));
    expect(detail.tanggal).toBe("2026-06-01");
  });

  it("updates the fields and keeps the image when no new file is sent (a text gambar is ignored)", async () => {
    const item = await createDokumentasiItem(use(), { gambar: "/uploads/tetap.jpg" });
    const res = await update(item.id, {
      judul: "Judul Diperbarui",
      tanggal: "2026-07-07",
      deskripsi: "<p>baru</p>",
      uploaded: "Penulis",
      gambar: "https://pelacak.example/x.png", // text, not a file: ignored
    });
    expect(res.status).toBe(200);
    expect((await body(res)).message).toBe("Dokumentasi berhasil diperbarui");
    const detail = await body(await use().call("GET", "/api/dokumentasi/judul-diperbarui"));
    expect(detail).toMatchObject({
      judul: "Judul Diperbarui",
      tanggal: "2026-07-07",
      deskripsi: "<p>baru</p>",
      uploaded: "Penulis",
      gambar: "/uploads/tetap.jpg",
    });
  });

  it("deletes an item: its slug answers 404 and it leaves the list", async () => {
    const item = await createDokumentasiItem(use());
    const res = await use().call("DELETE", `/api/dokumentasi/${item.id}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: "Dokumentasi berhasil dihapus" });
    expect((await use().call("GET", `/api/dokumentasi/${item.slug}`)).status).toBe(404);
    const list = await body(await use().call("GET", "/api/dokumentasi"));
    expect(list.map((i: { id: number }) => i.id)).not.toContain(item.id);
  });

  it("answers 404 JSON for an unknown slug, and for unknown ids on PUT and DELETE", async () => {
    const missing = await use().call("GET", "/api/dokumentasi/tidak-pernah-ada");
    expect(missing.status).toBe(404);
    expect(await body(missing)).toEqual({ message: "Detail dokumentasi tidak ditemukan." });
    for (const id of ["424242", "2147483648", "1e3", "abc"]) {
      const put = await update(id as unknown as number, { judul: "X", tanggal: "2026-01-01" });
      const del = await use().call("DELETE", `/api/dokumentasi/${id}`, { token: editor.token });
      expect(put.status).toBe(404);
      expect(del.status).toBe(404);
      expect(await body(del)).toEqual({ message: expect.any(String) });
    }
  });
});

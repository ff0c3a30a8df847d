import { beforeAll, expect, it } from "vitest";
import { createDokumentasiItem } from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import { makeImage } from "../../tests/support/images.ts";
import { listUploads, snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import { GALERI_MAX } from "./galeri.service.ts";

const photo = async () =>
  new File([new Uint8Array(await makeImage("jpeg", 1000, 700))], "foto.jpg");

describeEachDialect("galeri API", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });
  const add = async (id: number, keterangan = "", token: string | null = editor.token) =>
    use().call("POST", `/api/dokumentasi/${id}/galeri`, {
      token: token ?? undefined,
      form: form({ keterangan }, { gambar: await photo() }),
    });
  const detail = async (slug: string) => body(await use().call("GET", `/api/dokumentasi/${slug}`));

  it("adds pictures with captions that the item's detail lists in order", async () => {
    const item = await createDokumentasiItem(use());
    expect((await detail(item.slug)).galeri).toEqual([]);
    const first = await add(item.id, "Arak-arakan panjang jimat");
    expect(first.status).toBe(201);
    expect((await body(first)).message).toBe("Foto berhasil ditambahkan ke galeri");
    await add(item.id, "");
    const { galeri } = await detail(item.slug);
    expect(galeri.map((g: { keterangan: string }) => g.keterangan)).toEqual([
      "Arak-arakan panjang jimat",
      "",
    ]);
    const image = await use().call("GET", galeri[0].gambar);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
  });

  it("keeps a picture's English caption beside the Indonesian one; an untranslated one has none", async () => {
    const item = await createDokumentasiItem(use());
    const translated = await use().call("POST", `/api/dokumentasi/${item.id}/galeri`, {
      token: editor.token,
      form: form(
        { keterangan: "Gerbang Siti Inggil", keterangan_en: "  The Siti Inggil gate  " },
        { gambar: await photo() },
      ),
    });
    expect(translated.status).toBe(201);
    expect((await body(translated)).data).toMatchObject({ keterangan_en: "The Siti Inggil gate" });
    await add(item.id, "Bangsal Pringgandani");
    const { galeri } = await detail(item.slug);
    expect(galeri[0]).toMatchObject({
      keterangan: "Gerbang Siti Inggil",
      keterangan_en: "The Siti Inggil gate",
    });
    expect(galeri[1].keterangan).toBe("Bangsal Pringgandani");
    expect(galeri[1]).not.toHaveProperty("keterangan_en");
  });

  it("refuses an English caption over 300 characters with a clear message, storing nothing", async () => {
    const item = await createDokumentasiItem(use());
    const before = await snapshotState(use());
    const res = await use().call("POST", `/api/dokumentasi/${item.id}/galeri`, {
      token: editor.token,
      form: form({ keterangan: "", keterangan_en: "x".repeat(301) }, { gambar: await photo() }),
    });
    expect(res.status).toBe(400);
    expect((await body(res)).errors.keterangan_en).toBe(
      "Keterangan (bahasa Inggris) maksimal 300 karakter",
    );
    expect(await snapshotState(use())).toEqual(before);
  });

  it("refuses visitors (401), a missing picture (400) and an unknown item (404), storing nothing", async () => {
    const item = await createDokumentasiItem(use());
    const before = await snapshotState(use());
    expect((await add(item.id, "", null)).status).toBe(401);
    const noFile = await use().call("POST", `/api/dokumentasi/${item.id}/galeri`, {
      token: editor.token,
      form: form({ keterangan: "tanpa foto" }),
    });
    expect(noFile.status).toBe(400);
    expect((await body(noFile)).errors).toHaveProperty("gambar");
    expect((await add(999999)).status).toBe(404);
    expect(await snapshotState(use())).toEqual(before);
  });

  it(`takes at most ${GALERI_MAX} pictures per item (409 after, its file not kept)`, async () => {
    const item = await createDokumentasiItem(use());
    for (let i = 0; i < GALERI_MAX; i++) expect((await add(item.id, `Foto ${i}`)).status).toBe(201);
    const before = await snapshotState(use());
    const refused = await add(item.id, "Satu lagi");
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toMatch(/30/);
    expect(await snapshotState(use())).toEqual(before);
  });

  it("removes a picture and its files; another item's picture cannot be removed through this one", async () => {
    const item = await createDokumentasiItem(use());
    const other = await createDokumentasiItem(use());
    const picture = (await body(await add(item.id, "Hapus saya"))).data;
    const name = picture.gambar.slice("/uploads/".length, -".jpg".length);
    expect((await listUploads(use())).filter((f) => f.includes(name)).length).toBeGreaterThan(1);
    const wrong = `/api/dokumentasi/${other.id}/galeri/${picture.id}`;
    expect((await use().call("DELETE", wrong, { token: editor.token })).status).toBe(404);
    const path = `/api/dokumentasi/${item.id}/galeri/${picture.id}`;
    expect((await use().call("DELETE", path)).status).toBe(401);
    const res = await use().call("DELETE", path, { token: editor.token });
    expect(res.status).toBe(200);
    expect((await detail(item.slug)).galeri).toEqual([]);
    expect((await listUploads(use())).filter((f) => f.includes(name))).toEqual([]);
  });

  it("deleting the item removes its gallery's files too", async () => {
    const item = await createDokumentasiItem(use());
    const picture = (await body(await add(item.id, "Ikut terhapus"))).data;
    const name = picture.gambar.slice("/uploads/".length, -".jpg".length);
    const res = await use().call("DELETE", `/api/dokumentasi/${item.id}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect((await listUploads(use())).filter((f) => f.includes(name))).toEqual([]);
    const rows = await use()
      .deps.db.selectFrom("dokumentasi_galeri")
      .selectAll()
      .where("dokumentasi_id", "=", item.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

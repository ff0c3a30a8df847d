import { beforeAll, expect, it } from "vitest";
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from "../../common/images.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { isStored } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** An item's image files go when nothing refers to them any more, and not before. */
describeEachDialect("image files on replace and delete", (use) => {
  let editor: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
    admin = await use().signIn("admin");
  });

  /** The original and every variant of a stored image are all in the store, or all gone. */
  const expectFiles = async (path: string, present: boolean) => {
    for (const file of [path, ...IMAGE_VARIANT_WIDTHS.map((w) => imageVariantPath(path, w))]) {
      expect(await isStored(use(), file), file).toBe(present);
    }
  };

  async function createWithImage(resource: "dokumentasi" | "informasi") {
    const res = await use().call("POST", `/api/${resource}`, {
      token: editor.token,
      form: form(
        { judul: `Bergambar ${Math.random()}`, tanggal: "2026-03-03" },
        { gambar: imageFile(await makeImage("jpeg")) },
      ),
    });
    expect(res.status).toBe(201);
    return (await body(res)).data as { id: number; gambar: string; judul: string };
  }
  const put = async (resource: string, id: number, judul: string, file?: File) =>
    use().call("PUT", `/api/${resource}/${id}`, {
      token: editor.token,
      form: form({ judul, tanggal: "2026-03-04" }, file ? { gambar: file } : {}),
    });
  const remove = (resource: string, id: number) =>
    use().call("DELETE", `/api/${resource}/${id}`, { token: editor.token });

  for (const resource of ["dokumentasi", "informasi"] as const) {
    it(`${resource}: an edit without a file keeps the image and its files`, async () => {
      const item = await createWithImage(resource);
      const res = await put(resource, item.id, "Tanpa gambar baru");
      expect((await body(res)).data.gambar).toBe(item.gambar);
      await expectFiles(item.gambar, true);
    });

    it(`${resource}: replacing the image keeps the old files while the earlier version is kept; deleting the item removes both`, async () => {
      const item = await createWithImage(resource);
      const res = await put(
        resource,
        item.id,
        item.judul,
        imageFile(await makeImage("png"), "b.png", "image/png"),
      );
      const replaced = (await body(res)).data.gambar;
      expect(replaced).not.toBe(item.gambar);
      await expectFiles(replaced, true);
      // The version before the replacement is kept (it can be restored) and shows the old one.
      await expectFiles(item.gambar, true);
      expect((await remove(resource, item.id)).status).toBe(200);
      await expectFiles(replaced, false);
      await expectFiles(item.gambar, false);
      expect((await use().call("GET", item.gambar)).status).toBe(404);
    });

    it(`${resource}: deleting the item removes its files`, async () => {
      const item = await createWithImage(resource);
      await expectFiles(item.gambar, true);
      expect((await remove(resource, item.id)).status).toBe(200);
      await expectFiles(item.gambar, false);
    });
  }

  it("keeps files another row still refers to, and removes them with the last reference", async () => {
    const doc = await createWithImage("dokumentasi");
    const info = await createWithImage("informasi");
    // Point the informasi at the dokumentasi's image, as an import or a copy could.
    await use()
      .deps.db.updateTable("informasi")
      .set({ gambar: doc.gambar })
      .where("id", "=", info.id)
      .execute();

    expect((await remove("dokumentasi", doc.id)).status).toBe(200);
    await expectFiles(doc.gambar, true);
    expect((await use().call("GET", doc.gambar)).status).toBe(200);

    const res = await put(
      "informasi",
      info.id,
      "Ganti",
      imageFile(await makeImage("webp"), "c.webp", "image/webp"),
    );
    expect(res.status).toBe(200);
    // The informasi's version before the new picture is kept, and shows the old one.
    await expectFiles(doc.gambar, true);
    expect((await remove("informasi", info.id)).status).toBe(200);
    await expectFiles(doc.gambar, false);
  });

  it("keeps an image that rich text still shows, as original or variant, in any rich-text field", async () => {
    const shownInInformasi = await createWithImage("dokumentasi");
    const shownInSejarah = await createWithImage("informasi");
    const replacedButShown = await createWithImage("dokumentasi");
    const writer = await createWithImage("informasi");
    const edit = await use().call("PUT", `/api/informasi/${writer.id}`, {
      token: editor.token,
      form: form({
        judul: writer.judul,
        tanggal: "2026-03-05",
        deskripsi: `<p>Lihat:</p><img src="${imageVariantPath(shownInInformasi.gambar, 480)}" alt="a">`,
      }),
    });
    expect(edit.status).toBe(200);
    const sejarah = await use().call("POST", "/api/sejarah_istilah", {
      token: admin.token,
      json: { type: "sejarah", content: `<p>Foto</p><img src="${shownInSejarah.gambar}" alt="b">` },
    });
    expect(sejarah.status).toBe(200);
    const visi = await use().call("POST", "/api/visi_misi", {
      token: admin.token,
      json: { type: "visi", content: `<img src="${replacedButShown.gambar}" alt="c">` },
    });
    expect(visi.status).toBe(200);

    expect((await remove("dokumentasi", shownInInformasi.id)).status).toBe(200);
    expect((await remove("informasi", shownInSejarah.id)).status).toBe(200);
    const replace = await put(
      "dokumentasi",
      replacedButShown.id,
      replacedButShown.judul,
      imageFile(await makeImage("png"), "d.png", "image/png"),
    );
    expect(replace.status).toBe(200);
    for (const shown of [shownInInformasi, shownInSejarah, replacedButShown]) {
      await expectFiles(shown.gambar, true);
      expect((await use().call("GET", shown.gambar)).status).toBe(200);
    }
  });

  it("removes an image that only its own item's text showed, with the item", async () => {
    const item = await createWithImage("informasi");
    const edit = await use().call("PUT", `/api/informasi/${item.id}`, {
      token: editor.token,
      form: form({
        judul: item.judul,
        tanggal: "2026-03-06",
        deskripsi: `<img src="${item.gambar}" alt="sendiri">`,
      }),
    });
    expect(edit.status).toBe(200);
    expect((await remove("informasi", item.id)).status).toBe(200);
    await expectFiles(item.gambar, false);
  });

  it("keeps an image the settings' structure picture still uses", async () => {
    const info = await createWithImage("informasi");
    await use()
      .deps.db.insertInto("settings")
      .values({
        id: 1,
        no_whatsapp: "",
        email: "",
        alamat: "",
        deskripsi_footer: "",
        deskripsi_kesultanan: "",
        gambar_struktur: info.gambar,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("id").doUpdateSet({ gambar_struktur: info.gambar }))
      .execute();
    expect((await remove("informasi", info.id)).status).toBe(200);
    await expectFiles(info.gambar, true);

    const save = await use().call("POST", "/api/settings/update", {
      token: admin.token,
      form: form({}, { Gambar_Struktur: imageFile(await makeImage("jpeg")) }),
    });
    expect(save.status).toBe(200);
    // The settings' version before this save is kept (it can be restored), and it shows the
    // picture: the file stays while that version is kept.
    await expectFiles(info.gambar, true);
  });
});

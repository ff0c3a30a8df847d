import { beforeAll, expect, it } from "vitest";
import { HARI } from "../../common/schemas/kunjungan.schema.ts";
import { CONTENT_RESOURCES } from "../../tests/support/content-resources.ts";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const WEEK = HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" }));

describeEachDialect("English fields (CONTRACT: English for foreign visitors)", (use) => {
  let admin: SignedIn;
  let editor: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
    editor = await use().signIn("editor");
  });

  for (const resource of CONTENT_RESOURCES) {
    const create = (fields: Record<string, string>, files: Record<string, File> = {}) =>
      use().call("POST", resource.base, { token: editor.token, form: form(fields, files) });
    const update = (id: number, fields: Record<string, string>) =>
      use().call("PUT", `${resource.base}/${id}`, { token: editor.token, form: form(fields) });
    const read = async (slug: string) => body(await use().call("GET", resource.detail(slug)));
    const base = { tanggal: "2026-08-17", deskripsi: "<p>Isi.</p>" };

    it(`${resource.name}: a multipart create stores the English twins and every read answers them`, async () => {
      const res = await create(
        {
          ...base,
          judul: `Gerbang Utama ${resource.name}`,
          keterangan_gambar: "Gerbang bata merah",
          judul_en: "  The Main Gate  ",
          deskripsi_en: '<p onclick="x()">The <strong>gate</strong>.</p><script>alert(1)</script>',
          keterangan_gambar_en: "The red brick gate",
        },
        { gambar: imageFile(await makeImage("jpeg")) },
      );
      expect(res.status).toBe(201);
      const { data } = await body(res);
      expect(data).toMatchObject({
        judul_en: "The Main Gate",
        deskripsi_en: "<p>The <strong>gate</strong>.</p>",
        keterangan_gambar_en: "The red brick gate",
      });
      expect(await read(data.slug)).toMatchObject({
        slug: `gerbang-utama-${resource.name}`,
        judul_en: "The Main Gate",
        deskripsi_en: "<p>The <strong>gate</strong>.</p>",
        keterangan_gambar_en: "The red brick gate",
      });
      const list = await body(await use().call("GET", resource.base));
      expect(list.find((i: { id: number }) => i.id === data.id)).toMatchObject({
        judul_en: "The Main Gate",
      });
    });

    it(`${resource.name}: an item without English answers no _en keys at all (absent, not "")`, async () => {
      const { data } = await body(
        await create({ ...base, judul: `Tanpa terjemahan ${resource.name}` }),
      );
      const detail = await read(data.slug);
      for (const item of [data, detail]) {
        expect(item).not.toHaveProperty("judul_en");
        expect(item).not.toHaveProperty("deskripsi_en");
        expect(item).not.toHaveProperty("keterangan_gambar_en");
      }
      const blank = await create({
        ...base,
        judul: `Terjemahan kosong ${resource.name}`,
        judul_en: "   ",
        deskripsi_en: "<p><br></p>",
        keterangan_gambar_en: "",
      });
      const saved = (await body(blank)).data;
      expect(saved).not.toHaveProperty("judul_en");
      expect(saved).not.toHaveProperty("deskripsi_en");
      expect(saved).not.toHaveProperty("keterangan_gambar_en");
    });

    it(`${resource.name}: an edit without English keeps it; sent empty, it clears; the slug stays Indonesian`, async () => {
      const { data } = await body(
        await create({ ...base, judul: `Kirab ${resource.name}`, judul_en: "The Procession" }),
      );
      const kept = await update(data.id, { ...base, judul: `Kirab Budaya ${resource.name}` });
      expect(kept.status).toBe(200);
      expect((await body(kept)).data).toMatchObject({
        slug: `kirab-budaya-${resource.name}`,
        judul_en: "The Procession",
      });
      const changed = await update(data.id, {
        ...base,
        judul: `Kirab Budaya ${resource.name}`,
        judul_en: "The Cultural Procession",
        deskripsi_en: "<p>Every year.</p>",
      });
      expect((await body(changed)).data).toMatchObject({
        slug: `kirab-budaya-${resource.name}`,
        judul_en: "The Cultural Procession",
        deskripsi_en: "<p>Every year.</p>",
      });
      const cleared = await update(data.id, {
        ...base,
        judul: `Kirab Budaya ${resource.name}`,
        judul_en: "",
      });
      const after = (await body(cleared)).data;
      expect(after).not.toHaveProperty("judul_en");
      expect(after.deskripsi_en).toBe("<p>Every year.</p>");
    });

    it.each([
      ["judul_en", "x".repeat(201)],
      ["keterangan_gambar_en", "x".repeat(301)],
      ["deskripsi_en", "x".repeat(100_001)],
    ])(
      `${resource.name}: refuses an overlong %s with 400 and stores nothing`,
      async (field, value) => {
        const before = await snapshotState(use());
        const res = await create({ ...base, judul: "Terlalu panjang", [field]: value });
        expect(res.status).toBe(400);
        const answer = await body(res);
        expect(answer.errors).toHaveProperty(field);
        expect(answer.errors[field]).toMatch(/bahasa Inggris/);
        expect(await snapshotState(use())).toEqual(before);
      },
    );

    it(`${resource.name}: English rich text is cleaned exactly like deskripsi`, async () => {
      const dirty =
        '<h2>Title</h2><p><a href="javascript:alert(1)">x</a> <img src="https://evil.example/x.png" onerror="y()"></p><iframe src="https://x"></iframe><script>z()</script>';
      const { data } = await body(
        await create({
          ...base,
          judul: `Bersih ${resource.name}`,
          deskripsi: dirty,
          deskripsi_en: dirty,
        }),
      );
      expect(data.deskripsi_en).toBe(data.deskripsi);
      expect(data.deskripsi_en).not.toMatch(/script|javascript|iframe|onerror/);
      const onlyScript = await body(
        await create({
          ...base,
          judul: `Skrip ${resource.name}`,
          deskripsi_en: "<script>x()</script>",
        }),
      );
      expect(onlyScript.data).not.toHaveProperty("deskripsi_en");
    });
  }

  it("the popular list carries judul_en where there is one", async () => {
    const res = await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({ judul: "Populer Sekali", judul_en: "Very Popular" }),
    });
    const { data } = await body(res);
    for (let i = 0; i < 3; i++) {
      await use().call("POST", `/api/informasi/${data.slug}/increment-view`, { json: {} });
    }
    const populer = await body(await use().call("GET", "/api/informasi/populer"));
    expect(populer.find((p: { id: number }) => p.id === data.id)).toMatchObject({
      judul_en: "Very Popular",
    });
  });

  it("search hits carry the English title and summary where there are some", async () => {
    await use().call("POST", "/api/informasi", {
      token: editor.token,
      form: form({
        judul: "Keramik Tiongkok di Dinding",
        deskripsi: "<p>Piring keramik menghiasi dinding.</p>",
        judul_en: "Chinese Ceramics on the Walls",
        deskripsi_en: "<p>Ceramic plates decorate the walls.</p>",
      }),
    });
    const hits = await body(await use().call("GET", "/api/cari?q=keramik"));
    expect(hits.informasi[0]).toMatchObject({
      judul: "Keramik Tiongkok di Dinding",
      judul_en: "Chinese Ceramics on the Walls",
      ringkasan_en: "Ceramic plates decorate the walls.",
    });
  });

  it("texts: content_en is saved, cleaned, kept when left out and cleared when empty", async () => {
    const save = (json: unknown) =>
      use().call("POST", "/api/visi_misi", { token: admin.token, json });
    // Its words only: the version number is the desk's (server/desk/versi.test.ts).
    const get = async () =>
      withoutVersi(await body(await use().call("GET", "/api/visi_misi/visi")));
    await save({ type: "visi", content: "<p>Visi</p>" });
    expect(await get()).toEqual({ type: "visi", content: "<p>Visi</p>" });

    const saved = await save({
      type: "visi",
      content: "<p>Visi</p>",
      content_en: "<p>Vision</p><script>x()</script>",
    });
    expect(saved.status).toBe(200);
    expect(await body(saved)).toMatchObject({ type: "visi", content_en: "<p>Vision</p>" });
    expect(await get()).toEqual({
      type: "visi",
      content: "<p>Visi</p>",
      content_en: "<p>Vision</p>",
    });

    await save({ type: "visi", content: "<p>Visi baru</p>" });
    expect(await get()).toEqual({
      type: "visi",
      content: "<p>Visi baru</p>",
      content_en: "<p>Vision</p>",
    });
    await save({ type: "visi", content: "<p>Visi baru</p>", content_en: "" });
    expect(await get()).toEqual({ type: "visi", content: "<p>Visi baru</p>" });

    await use().call("POST", "/api/sejarah_istilah", {
      token: admin.token,
      json: { type: "silsilah", content: "<p>Silsilah</p>", content_en: "<p>Lineage</p>" },
    });
    expect(await body(await use().call("GET", "/api/sejarah_istilah/silsilah"))).toMatchObject({
      content_en: "<p>Lineage</p>",
    });
    const tooLong = await save({ type: "misi", content: "", content_en: "x".repeat(200_001) });
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).errors).toHaveProperty("content_en");
  });

  it("settings: the three English texts are saved, kept when left out, cleared when empty", async () => {
    const update = (fields: Record<string, string>) =>
      use().call("POST", "/api/settings/update", { token: admin.token, form: form(fields) });
    const get = async () => body(await use().call("GET", "/api/settings"));
    expect(await get()).not.toHaveProperty("Deskripsi_Footer_en");

    const res = await update({
      Deskripsi_Footer: "Situs resmi",
      Deskripsi_Footer_en: " The official site ",
      Deskripsi_Kesultanan_en: "The sultanate",
      Teks_Sambutan_en: "<p>Welcome</p><script>x()</script>",
    });
    expect(res.status).toBe(200);
    expect(await get()).toMatchObject({
      Deskripsi_Footer: "Situs resmi",
      Deskripsi_Footer_en: "The official site",
      Deskripsi_Kesultanan_en: "The sultanate",
      Teks_Sambutan_en: "<p>Welcome</p>",
    });
    await update({ Alamat: "Jl. Kasepuhan" });
    expect(await get()).toMatchObject({ Deskripsi_Footer_en: "The official site" });
    await update({ Deskripsi_Footer_en: "", Teks_Sambutan_en: "<p></p>" });
    const after = await get();
    expect(after).not.toHaveProperty("Deskripsi_Footer_en");
    expect(after).not.toHaveProperty("Teks_Sambutan_en");
    expect(after.Deskripsi_Kesultanan_en).toBe("The sultanate");

    const tooLong = await update({ Deskripsi_Footer_en: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).errors).toHaveProperty("Deskripsi_Footer_en");
  });

  it("kunjungan PUT: catatan_en, petunjuk_en and each ticket's kategori_en", async () => {
    const put = (json: unknown) =>
      use().call("PUT", "/api/kunjungan", { token: admin.token, json });
    // Its words only: the version number is the desk's (server/desk/versi.test.ts).
    const get = async () => withoutVersi(await body(await use().call("GET", "/api/kunjungan")));
    const visit = {
      jam: WEEK,
      tiket: [
        { kategori: "Dewasa", harga: 20000, kategori_en: "Adults" },
        { kategori: "Pelajar", harga: 10000 },
      ],
      catatan: "<p>Berpakaian sopan.</p>",
      petunjuk: "<p>Dari stasiun.</p>",
      catatan_en: '<p onclick="x()">Dress modestly.</p><script>y()</script>',
      petunjuk_en: "<p>From the station.</p>",
    };
    const res = await put(visit);
    expect(res.status).toBe(200);
    expect(await get()).toEqual({
      // Each day answers its break (none here), and the dates with their own hours (issue 18).
      jam: WEEK.map((j) => ({ ...j, istirahat: null })),
      pengecualian: [],
      tiket: [
        { kategori: "Dewasa", harga: 20000, kategori_en: "Adults" },
        { kategori: "Pelajar", harga: 10000 },
      ],
      catatan: "<p>Berpakaian sopan.</p>",
      petunjuk: "<p>Dari stasiun.</p>",
      catatan_en: "<p>Dress modestly.</p>",
      petunjuk_en: "<p>From the station.</p>",
    });

    // SPEC-era body without English: everything English is kept (tickets matched by kategori).
    await put({
      jam: WEEK,
      tiket: [
        { kategori: "Pelajar", harga: 12000 },
        { kategori: "Dewasa", harga: 25000 },
      ],
      catatan: "<p>Berpakaian sopan.</p>",
      petunjuk: "<p>Dari stasiun.</p>",
    });
    const kept = await get();
    expect(kept.tiket).toEqual([
      { kategori: "Pelajar", harga: 12000 },
      { kategori: "Dewasa", harga: 25000, kategori_en: "Adults" },
    ]);
    expect(kept.catatan_en).toBe("<p>Dress modestly.</p>");

    // Sent empty: cleared.
    await put({
      ...visit,
      tiket: [{ kategori: "Dewasa", harga: 25000, kategori_en: "" }],
      catatan_en: "",
      petunjuk_en: "",
    });
    const cleared = await get();
    expect(cleared.tiket).toEqual([{ kategori: "Dewasa", harga: 25000 }]);
    expect(cleared).not.toHaveProperty("catatan_en");
    expect(cleared).not.toHaveProperty("petunjuk_en");

    const tooLong = await put({
      ...visit,
      tiket: [{ kategori: "Dewasa", harga: 1, kategori_en: "x".repeat(101) }],
    });
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).errors).toHaveProperty(["tiket.0.kategori_en"]);
  });

  it("hero: keterangan_en travels in the multipart create and edit", async () => {
    const picture = imageFile(await makeImage("jpeg"), "banner.jpg");
    const created = await use().call("POST", "/api/hero", {
      token: admin.token,
      form: form({ keterangan: "Gerbang", keterangan_en: "The gate" }, { gambar: picture }),
    });
    expect(created.status).toBe(201);
    const slide = (await body(created)).data;
    expect(slide).toMatchObject({ keterangan: "Gerbang", keterangan_en: "The gate" });
    await use().call("PUT", `/api/hero/${slide.id}`, {
      token: admin.token,
      form: form({ keterangan: "Gerbang utama" }),
    });
    const list = await body(await use().call("GET", "/api/hero"));
    expect(list[0]).toMatchObject({ keterangan: "Gerbang utama", keterangan_en: "The gate" });
    await use().call("PUT", `/api/hero/${slide.id}`, {
      token: admin.token,
      form: form({ keterangan_en: "" }),
    });
    expect((await body(await use().call("GET", "/api/hero")))[0]).not.toHaveProperty(
      "keterangan_en",
    );
    const tooLong = await use().call("PUT", `/api/hero/${slide.id}`, {
      token: admin.token,
      form: form({ keterangan_en: "x".repeat(301) }),
    });
    expect(tooLong.status).toBe(400);
  });
});

function withoutVersi({ versi: _versi, ...rest }: Record<string, unknown>) {
  return rest;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noHits } from "../../common/content/search-hits.ts";
import {
  clearContent,
  createDokumentasiItem,
  createInformasiItem,
} from "../../tests/support/factories.ts";
import { body, form } from "../../tests/support/forms.ts";
import {
  createTestContext,
  describeEachDialect,
  type SignedIn,
  type TestContext,
} from "../../tests/support/test-app.ts";
import * as englishSearch from "../db/migrations/2026-11-25T10-english-search.ts";
import * as agendaSearch from "../db/migrations/2026-11-27T50-agenda-search.ts";

describeEachDialect("search API", (use) => {
  let editor: SignedIn;
  const search = async (q: string) =>
    body(await use().call("GET", `/api/cari?q=${encodeURIComponent(q)}`));
  const titles = (items: Array<{ judul: string }>) => items.map((i) => i.judul);

  beforeAll(async () => {
    await clearContent(use());
    editor = await use().signIn("editor");
    await createInformasiItem(use(), {
      judul: "Jadwal Kunjungan Keraton",
      tanggal: "2026-05-01",
      deskripsi: "<p>Upacara <strong>Panjang Jimat</strong> menutup rangkaian Maulid.</p>",
    });
    await createInformasiItem(use(), {
      judul: "Tradisi Panjang Jimat di Keraton Kasepuhan",
      tanggal: "2026-01-01",
      deskripsi: "<p>Pencucian pusaka dan arak-arakan.</p>",
    });
    await createInformasiItem(use(), {
      judul: "Pentas Tari Topeng",
      tanggal: "2026-06-01",
      deskripsi: "<p>Tari topeng gaya Cirebon.</p>",
    });
    await createDokumentasiItem(use(), {
      judul: "Sêni Gamelan Sekaten",
      deskripsi: "<p>Gamelan pusaka dimainkan setahun sekali.</p>",
    });
  });

  it("finds items holding every word, the one with the words in its title first", async () => {
    const found = await search("panjang jimat");
    expect(titles(found.informasi)).toEqual([
      "Tradisi Panjang Jimat di Keraton Kasepuhan",
      "Jadwal Kunjungan Keraton",
    ]);
    expect(found.dokumentasi).toEqual([]);
    expect(found.informasi[1].ringkasan).toContain("Panjang Jimat");
    expect(found.informasi[0]).toMatchObject({
      slug: "tradisi-panjang-jimat-di-keraton-kasepuhan",
    });
  });

  it("ignores case and accents on both sides, and matches the start of a word", async () => {
    expect(titles((await search("PANJANG jimat")).informasi)).toHaveLength(2);
    expect(titles((await search("seni gamelan")).dokumentasi)).toEqual(["Sêni Gamelan Sekaten"]);
    expect(titles((await search("gamélan")).dokumentasi)).toEqual(["Sêni Gamelan Sekaten"]);
    expect(titles((await search("kasepu")).informasi)).toEqual([
      "Tradisi Panjang Jimat di Keraton Kasepuhan",
    ]);
  });

  it("does not match the markup of the stored text", async () => {
    const found = await search("strong");
    expect(found).toEqual(noHits());
  });

  it("answers empty lists for an empty query or one of punctuation only, and survives odd input", async () => {
    for (const q of ["", "   ", '"*()', "OR AND NOT", 'jimat" OR "', "a:* | b"]) {
      const res = await use().call("GET", `/api/cari?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect(await search("")).toEqual(noHits());
    expect((await search("zzzz-tidak-ada")).informasi).toEqual([]);
  });

  it("finds an item under its new title once it is edited, and not under the old one", async () => {
    const item = await createInformasiItem(use(), { judul: "Kirab Budaya Lama" });
    const form = new FormData();
    form.set("judul", "Festival Keraton Baru");
    form.set("tanggal", "2026-03-01");
    const res = await use().call("PUT", `/api/informasi/${item.id}`, { token: editor.token, form });
    expect(res.status).toBe(200);
    expect((await search("kirab")).informasi).toEqual([]);
    expect(titles((await search("festival")).informasi)).toEqual(["Festival Keraton Baru"]);
    await use().call("DELETE", `/api/informasi/${item.id}`, { token: editor.token });
    expect((await search("festival")).informasi).toEqual([]);
  });

  describe("English twins (CONTRACT: English for foreign visitors)", () => {
    const create = async (base: string, fields: Record<string, string>) => {
      const res = await use().call("POST", base, { token: editor.token, form: form(fields) });
      expect(res.status).toBe(201);
      return (await body(res)).data;
    };
    const update = (base: string, id: number, fields: Record<string, string>) =>
      use().call("PUT", `${base}/${id}`, { token: editor.token, form: form(fields) });

    it("finds an item by the words of its English title, whatever their case", async () => {
      await create("/api/informasi", {
        judul: "Kirab Panjang Jimat",
        judul_en: "Panjang Jimat procession",
        tanggal: "2026-04-01",
        deskripsi: "<p>Arak-arakan pusaka.</p>",
      });
      for (const q of ["procession", "PROCESSION", "procéssion", "proces"]) {
        expect(titles((await search(q)).informasi)).toEqual(["Kirab Panjang Jimat"]);
      }
      expect((await search("procession")).informasi[0]).toMatchObject({
        judul_en: "Panjang Jimat procession",
      });
    });

    it("finds an item whose only match is in its English text, and not its markup", async () => {
      await create("/api/dokumentasi", {
        judul: "Tari Topeng Klana",
        tanggal: "2026-04-02",
        deskripsi: "<p>Tari topeng gaya Cirebon.</p>",
        deskripsi_en: "<p>The <em>masked</em> dancer wears a red face.</p>",
      });
      expect(titles((await search("masked dancer")).dokumentasi)).toEqual(["Tari Topeng Klana"]);
      expect((await search("masked")).dokumentasi[0].ringkasan_en).toContain("masked dancer");
      expect(await search("em")).toEqual(noHits());
    });

    it("ranks a match in an English title above one in a text", async () => {
      await create("/api/informasi", {
        judul: "Pameran Kereta",
        judul_en: "Carriage exhibition",
        tanggal: "2026-01-01",
      });
      await create("/api/informasi", {
        judul: "Museum Pusaka",
        tanggal: "2026-12-01",
        deskripsi: "<p>Koleksi.</p>",
        deskripsi_en: "<p>The royal carriage Singa Barong.</p>",
      });
      expect(titles((await search("carriage")).informasi)).toEqual([
        "Pameran Kereta",
        "Museum Pusaka",
      ]);
    });

    it("does not find a draft by its English words", async () => {
      await create("/api/informasi", {
        judul: "Draf Rahasia",
        judul_en: "Secret moonlight ceremony",
        deskripsi_en: "<p>Hidden lanterns.</p>",
        status: "draf",
      });
      expect((await search("moonlight")).informasi).toEqual([]);
      expect((await search("lanterns")).informasi).toEqual([]);
    });

    it("follows an edit of the English title, and forgets a deleted item", async () => {
      const item = await create("/api/informasi", {
        judul: "Gerbang Siti Inggil",
        judul_en: "The old gateway",
        tanggal: "2026-04-03",
      });
      expect(titles((await search("gateway")).informasi)).toEqual(["Gerbang Siti Inggil"]);
      const res = await update("/api/informasi", item.id, {
        judul: "Gerbang Siti Inggil",
        judul_en: "The red brick portal",
        tanggal: "2026-04-03",
      });
      expect(res.status).toBe(200);
      expect((await search("gateway")).informasi).toEqual([]);
      expect(titles((await search("portal")).informasi)).toEqual(["Gerbang Siti Inggil"]);
      await use().call("DELETE", `/api/informasi/${item.id}`, { token: editor.token });
      expect((await search("portal")).informasi).toEqual([]);
    });
  });

  describe("the palace's calendar (agenda)", () => {
    const createAgenda = async (fields: Record<string, string>) => {
      const res = await use().call("POST", "/api/agenda", {
        token: editor.token,
        form: form(fields),
      });
      expect(res.status).toBe(201);
      return (await body(res)).data as { id: number; slug: string; versi: number };
    };

    it("finds a ceremony in both languages, dated by its next occurrence; not a draft", async () => {
      const item = await createAgenda({
        judul: "Upacara Pelal Ageng Panjang Jimat",
        judul_en: "Panjang Jimat night procession",
        ulang: "tahunan_hijriah",
        bulan_hijriah: "3",
        tanggal_hijriah: "12",
        deskripsi: "<p>Iring-iringan nasi jimat dari Bangsal Prabayaksa.</p>",
        deskripsi_en: "<p>Torches light the palace yard.</p>",
      });
      await createAgenda({
        judul: "Pelal Ageng rahasia",
        ulang: "sekali",
        tanggal: "2027-01-10",
        status: "draf",
      });
      const detail = await body(await use().call("GET", `/api/agenda/${item.slug}`));
      const next = detail.data?.kejadian?.[0]?.tanggal ?? detail.kejadian?.[0]?.tanggal;
      expect(next).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const q of ["pelal ageng", "prabayaksa", "torches", "procession"]) {
        const found = await search(q);
        expect(found.agenda, q).toEqual([
          expect.objectContaining({
            slug: item.slug,
            judul: "Upacara Pelal Ageng Panjang Jimat",
            judul_en: "Panjang Jimat night procession",
            tanggal: next,
          }),
        ]);
      }
      expect(titles((await search("panjang jimat")).agenda)).toEqual([
        "Upacara Pelal Ageng Panjang Jimat",
      ]);
    });

    it("follows an edit of the ceremony's title, and forgets a deleted one", async () => {
      const item = await createAgenda({
        judul: "Siraman Pusaka Lama",
        ulang: "sekali",
        tanggal: "2027-02-01",
      });
      expect((await search("siraman")).agenda).toEqual([
        expect.objectContaining({ tanggal: "2027-02-01" }),
      ]);
      const res = await use().call("PUT", `/api/agenda/${item.id}`, {
        token: editor.token,
        form: form({
          judul: "Grebeg Syawal Baru",
          ulang: "sekali",
          tanggal: "2027-02-01",
          versi: String(item.versi),
        }),
      });
      expect(res.status).toBe(200);
      expect((await search("siraman")).agenda).toEqual([]);
      expect(titles((await search("grebeg syawal")).agenda)).toEqual(["Grebeg Syawal Baru"]);
      await use().call("DELETE", `/api/agenda/${item.id}`, { token: editor.token });
      expect((await search("grebeg syawal")).agenda).toEqual([]);
    });
  });

  it("answers at most 20 of each kind", async () => {
    for (let i = 0; i < 22; i++) await createDokumentasiItem(use(), { judul: `Batik Trusmi ${i}` });
    expect((await search("batik")).dokumentasi).toHaveLength(20);
  });
});

describe("search index migration 2026-11-25T10 [sqlite]", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext("sqlite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("indexes the English twins of the rows already there", async () => {
    // Back to the index of 2026-11-24T30 (no English columns), an item written under it…
    await englishSearch.down(ctx.deps.db);
    const editor = await ctx.signIn("editor");
    const res = await ctx.call("POST", "/api/dokumentasi", {
      token: editor.token,
      form: form({
        judul: "Grebeg Syawal",
        judul_en: "Syawal royal parade",
        tanggal: "2026-04-04",
        deskripsi_en: "<p>Drummers lead the way.</p>",
      }),
    });
    expect(res.status).toBe(201);
    // …is found by its English words once the migration has rebuilt the index.
    await englishSearch.up(ctx.deps.db);
    for (const q of ["parade", "drummers"]) {
      const found = await body(await ctx.call("GET", `/api/cari?q=${q}`));
      expect(found.dokumentasi.map((i: { judul: string }) => i.judul)).toEqual(["Grebeg Syawal"]);
    }
  });
});

describe("search index migration 2026-11-27T50 (agenda) [sqlite]", () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext("sqlite");
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("indexes the ceremonies already there", async () => {
    await agendaSearch.down(ctx.deps.db);
    const editor = await ctx.signIn("editor");
    const res = await ctx.call("POST", "/api/agenda", {
      token: editor.token,
      form: form({ judul: "Malam Satu Sura", ulang: "sekali", tanggal: "2027-06-16" }),
    });
    expect(res.status).toBe(201);
    await agendaSearch.up(ctx.deps.db);
    const found = await body(await ctx.call("GET", "/api/cari?q=sura"));
    expect(found.agenda.map((i: { judul: string }) => i.judul)).toEqual(["Malam Satu Sura"]);
  });
});

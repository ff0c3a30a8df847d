import { beforeAll, expect, it } from "vitest";
import {
  clearContent,
  createDokumentasiItem,
  createInformasiItem,
} from "../../tests/support/factories.ts";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

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
    expect(found).toEqual({ informasi: [], dokumentasi: [] });
  });

  it("answers empty lists for an empty query or one of punctuation only, and survives odd input", async () => {
    for (const q of ["", "   ", '"*()', "OR AND NOT", 'jimat" OR "', "a:* | b"]) {
      const res = await use().call("GET", `/api/cari?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect(await search("")).toEqual({ informasi: [], dokumentasi: [] });
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

  it("answers at most 20 of each kind", async () => {
    for (let i = 0; i < 22; i++) await createDokumentasiItem(use(), { judul: `Batik Trusmi ${i}` });
    expect((await search("batik")).dokumentasi).toHaveLength(20);
  });
});

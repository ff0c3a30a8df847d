import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { body } from "../../tests/support/forms.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";
import {
  BILLION_LAUGHS,
  EXTERNAL_ENTITY,
  type OldSite,
  startOldSite,
} from "../../tests/support/wordpress-export.ts";
import { runImportFromCommandLine } from "./command-line.ts";
import { IMPORT_ACTOR, importWordPress } from "./import-wordpress.ts";
import { parseWxr, WXR_MESSAGES } from "./wxr.ts";

describeEachDialect("moving from WordPress (export file, command line)", (use) => {
  let site: OldSite;
  let admin: SignedIn;
  beforeAll(async () => {
    site = await startOldSite();
    admin = await use().signIn("admin");
  });
  afterAll(() => site.stop());

  /** Runs `npm run import:wordpress -- --file …` on this test's database; code and output. */
  async function runImport(xml: string, extra: Record<string, unknown> = {}) {
    const file = join(use().dataDir, `ekspor-${Math.random().toString(36).slice(2)}.xml`);
    writeFileSync(file, xml);
    const lines: string[] = [];
    const code = await runImportFromCommandLine(
      use().deps,
      { file, "documentation-category": ["Kegiatan"], ...extra },
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
    );
    return { code, output: lines.join("\n") };
  }
  const json = async (path: string, token?: string) =>
    body(await use().call("GET", path, { token }));
  const count = async (path: string) => (await json(path, admin.token)).length;

  it("a dry run says what would happen and changes nothing", async () => {
    const { code, output } = await runImport(site.wxr(), { "dry-run": true });
    expect(code).toBe(0);
    expect(output).toContain("Coba impor (tidak ada yang diubah):");
    expect(output).toContain("5 dibuat, 0 diperbarui, 0 tidak berubah");
    expect(await count("/api/informasi")).toBe(0);
    expect(await count("/api/dokumentasi")).toBe(0);
    expect(await json("/api/pengalihan", admin.token)).toEqual([]);
  });

  it("brings posts, pages, pictures and galleries home, and every old address answers 301", async () => {
    const { code, output } = await runImport(site.wxr());
    expect(code).toBe(0);
    expect(output).toContain("Impor selesai:");
    // Two news posts and a draft → informasi; one Kegiatan post → dokumentasi; Sejarah → text.
    expect(output).toContain("5 dibuat, 0 diperbarui, 0 tidak berubah");
    expect(output).toContain("Halaman 42 “Tentang Kami”: halaman tanpa padanan di situs ini");
    expect(output).toContain("kode pendek [contact-form-7] tidak diimpor");
    expect(output).toContain("blok wp:latest-posts tidak diimpor");
    expect(output).toMatch(/rusak\.jpg: gambar tidak diimpor: /);

    const grebeg = await json("/api/informasi/slug/grebeg-syawal");
    expect(grebeg.judul).toBe("Grebeg Syawal & Panjang Jimat");
    expect(grebeg.tanggal).toBe("2024-05-10");
    expect(grebeg.gambar).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(grebeg.keterangan_gambar).toBe("Arak-arakan Grebeg Syawal");
    expect(grebeg.deskripsi).toContain("<p><em>Ribuan warga memadati alun-alun.</em></p>");
    expect(grebeg.deskripsi).toMatch(
      /<figure><img src="\/uploads\/[a-f0-9]{32}\.jpg" alt="Kirab pusaka"[^>]*\/?><figcaption>Kirab pusaka malam hari<\/figcaption><\/figure>/,
    );
    expect(grebeg.deskripsi).toMatch(
      /<img src="\/uploads\/[a-f0-9]{32}\.png" alt="Piring panjang jimat"/,
    );
    expect(grebeg.deskripsi).toContain('<a href="/2024/04/persiapan-grebeg/">persiapan grebeg</a>');
    expect(grebeg.deskripsi).not.toContain("wp:");
    expect(grebeg.deskripsi).not.toContain("[contact-form-7");
    expect((await use().call("GET", grebeg.gambar)).status).toBe(200);

    const ramadan = await json("/api/informasi/slug/jadwal-kunjungan-ramadan");
    expect(ramadan.deskripsi).toBe(
      "<p>Selama Ramadan keraton buka pukul 08.00.</p>\n<p>Pada malam hari ada tadarus.</p>",
    );
    // The draft stays a draft: staff see it, visitors do not.
    expect((await use().call("GET", "/api/informasi/slug/catatan-rapat")).status).toBe(404);
    expect((await json("/api/informasi/slug/catatan-rapat", admin.token)).status).toBe("draf");

    const pentas = await json("/api/dokumentasi/pentas-seni-keraton");
    expect(pentas.tanggal).toBe("2024-06-02");
    expect(pentas.galeri.map((g: { keterangan: string }) => g.keterangan)).toEqual([
      "Penari topeng",
      "Gamelan sekaten",
    ]);
    expect(pentas.deskripsi).toBe("<p>Pentas tari topeng dan gamelan.</p>");

    const sejarah = await json("/api/sejarah_istilah/sejarah");
    expect(sejarah.content).toBe("<h2>Asal-usul</h2><p>Keraton didirikan pada 1529.</p>");

    // Searchable and in the change record at once.
    const found = await json("/api/cari?q=alun-alun");
    expect(found.informasi.map((i: { slug: string }) => i.slug)).toContain("grebeg-syawal");
    const riwayat = await json("/api/riwayat", admin.token);
    expect(riwayat.some((r: { pengguna: string }) => r.pengguna === "impor-wordpress")).toBe(true);

    const location = async (path: string) => {
      const res = await use().call("GET", path);
      return [res.status, res.headers.get("location")];
    };
    expect(await location("/2024/05/grebeg-syawal/")).toEqual([301, "/informasi/grebeg-syawal"]);
    expect(await location("/2024/05/grebeg-syawal?utm_source=fb")).toEqual([
      301,
      "/informasi/grebeg-syawal",
    ]);
    expect(await location("/?p=11")).toEqual([301, "/informasi/grebeg-syawal"]);
    expect(await location("/?p=13")).toEqual([301, "/kegiatan/pentas-seni-keraton"]);
    expect(await location("/category/berita/")).toEqual([301, "/informasi"]);
    expect(await location("/category/kegiatan/")).toEqual([301, "/kegiatan"]);
    expect(await location("/sejarah/")).toEqual([301, "/#judul-sejarah"]);
    expect(await location("/wp-content/uploads/2024/05/grebeg.jpg")).toEqual([301, grebeg.gambar]);
    expect(await location("/wp-content/uploads/2024/05/grebeg-300x200.jpg")).toEqual([
      301,
      grebeg.gambar,
    ]);
    // WordPress's own archives lead to the nearest page here (decision 212).
    expect(await location("/category/berita/page/2/")).toEqual([301, "/informasi?halaman=2"]);
    expect(await location("/page/3/")).toEqual([301, "/informasi?halaman=3"]);
    expect(await location("/feed/")).toEqual([301, "/rss.xml"]);
    expect(await location("/category/kegiatan/feed/")).toEqual([301, "/rss.xml"]);
    expect(await location("/?feed=rss2")).toEqual([301, "/rss.xml"]);
    expect(await location("/?s=panjang+jimat")).toEqual([301, "/cari?q=panjang%20jimat"]);
    expect(await location("/tag/panjang-jimat/")).toEqual([301, "/cari?q=panjang%20jimat"]);
    expect(await location("/author/admin/")).toEqual([301, "/informasi"]);
    expect(await location("/2024/05/")).toEqual([301, "/informasi"]);
    // A draft has no public address to lead to; an unknown old address stays a 404.
    expect((await location("/?p=14"))[0]).not.toBe(301);
    expect((await location("/category/tak-ada/page/2/"))[0]).toBe(404);
    expect((await location("/wp-content/uploads/2019/01/lain.jpg"))[0]).toBe(404);

    const list = await use().call("GET", "/api/pengalihan?page=1&limit=100", {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    const redirects = await body(list);
    expect(redirects).toContainEqual({
      dari: "/2024/05/grebeg-syawal",
      ke: "/informasi/grebeg-syawal",
    });
    expect(list.headers.get("x-total-count")).toBe(String(redirects.length));
    const editor = await use().signIn("editor");
    expect((await use().call("GET", "/api/pengalihan", { token: editor.token })).status).toBe(403);
  });

  it("a second run creates nothing twice and fetches no picture again; a change is updated", async () => {
    const before = [await count("/api/informasi"), await count("/api/dokumentasi")];
    const asked = [...site.asked.values()].reduce((a, b) => a + b, 0);
    const again = await runImport(site.wxr());
    expect(again.output).toContain("0 dibuat, 0 diperbarui, 5 tidak berubah");
    expect([await count("/api/informasi"), await count("/api/dokumentasi")]).toEqual(before);
    expect([...site.asked.values()].reduce((a, b) => a + b, 0)).toBe(asked);

    site.change({ grebegTitle: "Grebeg Syawal 1445 H" });
    const changed = await runImport(site.wxr());
    expect(changed.output).toContain("0 dibuat, 1 diperbarui, 4 tidak berubah");
    expect([await count("/api/informasi"), await count("/api/dokumentasi")]).toEqual(before);
    expect((await json("/api/informasi/slug/grebeg-syawal")).judul).toBe("Grebeg Syawal 1445 H");
    // The picture was not fetched again: it is the same upload.
    expect([...site.asked.values()].reduce((a, b) => a + b, 0)).toBe(asked);
  });

  it("an interrupted run goes on where it stopped: nothing twice, nothing missing", async () => {
    // Another old site (another origin): its items are new to this database.
    const other = await startOldSite();
    try {
      const before = [await count("/api/informasi"), await count("/api/dokumentasi")];
      // The run stops after its second item, as a killed process would between two items.
      const stopped = importWordPress(use().deps, parseWxr(other.wxr()), {
        dokumentasiCategories: ["Kegiatan"],
        dryRun: false,
        fetch,
        actor: IMPORT_ACTOR,
        onProgress: (done) => {
          if (done === 2) throw new Error("proses dihentikan");
        },
      });
      await expect(stopped).rejects.toThrow("proses dihentikan");
      const between = [await count("/api/informasi"), await count("/api/dokumentasi")];
      expect(between.reduce((a, b) => a + b)).toBeGreaterThan(before.reduce((a, b) => a + b));

      const again = await runImport(other.wxr());
      expect(again.code).toBe(0);
      const [, made, unchanged] =
        /(\d+) dibuat, 0 diperbarui, (\d+) tidak berubah/.exec(again.output) ?? [];
      // What the first run finished is kept, the rest is made: five in all, as one whole run.
      expect(Number(unchanged)).toBeGreaterThan(0);
      expect(Number(made) + Number(unchanged)).toBe(5);
      // Two news posts and a draft → informasi; one Kegiatan post → dokumentasi (as above).
      expect([await count("/api/informasi"), await count("/api/dokumentasi")]).toEqual([
        before[0] + 3,
        before[1] + 1,
      ]);
    } finally {
      await other.stop();
    }
  });

  it("refuses an XML bomb, an external entity and a file that is not WXR, changing nothing", async () => {
    const total = await count("/api/informasi");
    const bomb = await runImport(BILLION_LAUGHS);
    expect(bomb.code).toBe(1);
    expect(bomb.output).toContain(WXR_MESSAGES.doctype);
    const xxe = await runImport(EXTERNAL_ENTITY("file:///etc/passwd"));
    expect(xxe.output).toContain(WXR_MESSAGES.doctype);
    const fetched = await runImport(EXTERNAL_ENTITY(`${site.url}/wp-content/uploads/rahasia`));
    expect(fetched.output).toContain(WXR_MESSAGES.doctype);
    expect(site.asked.has("/wp-content/uploads/rahasia")).toBe(false);
    const html = await runImport("<html><body>Bukan ekspor</body></html>");
    expect(html.output).toContain(WXR_MESSAGES.notWxr);
    const rss = await runImport(
      '<?xml version="1.0"?><rss version="2.0"><channel></channel></rss>',
    );
    expect(rss.output).toContain(WXR_MESSAGES.notWxr);
    expect(await count("/api/informasi")).toBe(total);
  });
});

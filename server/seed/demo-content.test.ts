import sharp from "sharp";
import { expect, it, onTestFinished, vi } from "vitest";
import { KATEGORI } from "../../common/koleksi/koleksi-terms.ts";
import type { Koleksi } from "../../common/koleksi/koleksi-types.ts";
import { body } from "../../tests/support/forms.ts";
import { isStored, listUploads, snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type TestContext } from "../../tests/support/test-app.ts";
import { prepareFirstStart } from "./first-start.ts";

const get = async (ctx: TestContext, path: string) => body(await ctx.call("GET", path));

describeEachDialect("first start with demo content", (use) => {
  const firstStart = () =>
    prepareFirstStart({
      ...use().deps,
      config: { ...use().deps.config, SEED: "demo", ADMIN_PASSWORD: "sandi-pertama" },
    });

  it("a first start whose seeding fails leaves no row, no image and no admin; the next one completes", async () => {
    const { db } = use().deps;
    // Caches and other server copies hear of the seed once, after its commit; of a failure, never.
    const announce = vi.spyOn(use().deps.contentChanges, "announce");
    onTestFinished(() => announce.mockRestore());
    await db.schema.alterTable("dokumentasi").renameTo("dokumentasi_tersembunyi").execute();
    await expect(firstStart()).rejects.toThrow();
    await db.schema.alterTable("dokumentasi_tersembunyi").renameTo("dokumentasi").execute();
    const afterFailure = await snapshotState(use());
    expect(afterFailure).toMatchObject({ users: [], settings: [], texts: [], informasi: [] });
    expect(await listUploads(use())).toEqual([]);
    expect(announce).not.toHaveBeenCalled();

    await firstStart();
    expect(announce).toHaveBeenCalledOnce();
    expect((await get(use(), "/api/informasi")).length).toBeGreaterThanOrEqual(8);
    const users = await db.selectFrom("users").select(["username", "role"]).execute();
    expect(users).toEqual([{ username: use().deps.config.ADMIN_USERNAME, role: "admin" }]);
  }, 60_000);

  it("fills every part of the site, each item with an image that exists", async () => {
    await firstStart();
    const informasi = await get(use(), "/api/informasi");
    const dokumentasi = await get(use(), "/api/dokumentasi");
    expect(informasi.length).toBeGreaterThanOrEqual(8);
    expect(dokumentasi.length).toBeGreaterThanOrEqual(6);
    for (const item of [...informasi, ...dokumentasi]) {
      expect(await isStored(use(), item.gambar), `${item.judul}: ${item.gambar}`).toBe(true);
    }
    for (const path of [
      "/api/visi_misi/visi",
      "/api/visi_misi/misi",
      "/api/sejarah_istilah/sejarah",
      "/api/sejarah_istilah/silsilah",
    ]) {
      expect((await get(use(), path)).content, path).toMatch(/\S/);
    }
    const settings = await get(use(), "/api/settings");
    // Empty home settings mean "the shipped welcome text, photo and map pin": the demo keeps those.
    const shippedDefaults = ["Teks_Sambutan", "Gambar_Sambutan", "Peta_Lintang", "Peta_Bujur"];
    // No invented number or mailbox: the staff fill in the palace's real ones.
    const leftForStaff = ["No_WhatsApp", "Email"];
    // Off until an admin requires a second step of every admin.
    const offByDefault = ["Wajib_2FA"];
    for (const [field, value] of Object.entries(settings)) {
      // The desk's version number, not a text.
      if (field === "versi") continue;
      if ([...shippedDefaults, ...leftForStaff, ...offByDefault].includes(field)) {
        expect(value, field).toBe("");
      } else expect(value, field).toMatch(/\S/);
    }
    expect(await isStored(use(), settings.Gambar_Struktur)).toBe(true);
    const kunjungan = await get(use(), "/api/kunjungan");
    expect(kunjungan.jam.filter((j: { buka: string | null }) => j.buka)).toHaveLength(7);
    expect(kunjungan.tiket.length).toBeGreaterThanOrEqual(2);
    expect(kunjungan.catatan).toMatch(/\S/);
  });

  it("reads like the palace's own site: no placeholder contact, no 'example' or 'starting values' note", async () => {
    await firstStart();
    const settings = await get(use(), "/api/settings");
    expect(settings.Alamat).toBe(
      "Jl. Keraton Kasepuhan No. 43, Kasepuhan, Kec. Lemahwungkuk, Kota Cirebon, Jawa Barat 45114",
    );
    const kunjungan = await get(use(), "/api/kunjungan");
    const shown = JSON.stringify({ settings, kunjungan });
    for (const placeholder of [
      /\.example\b/,
      /Contoh/,
      /Example/,
      /starting values/,
      /isian awal/,
    ]) {
      expect(shown).not.toMatch(placeholder);
    }
    expect(settings.No_WhatsApp).not.toMatch(/0000/);
  });

  it("gives foreign visitors English for the texts, settings, visit page and most items", async () => {
    await firstStart();
    for (const path of [
      "/api/visi_misi/visi",
      "/api/visi_misi/misi",
      "/api/sejarah_istilah/sejarah",
      "/api/sejarah_istilah/silsilah",
    ]) {
      expect((await get(use(), path)).content_en, path).toMatch(/\S/);
    }
    const settings = await get(use(), "/api/settings");
    for (const field of ["Deskripsi_Footer_en", "Deskripsi_Kesultanan_en", "Teks_Sambutan_en"]) {
      expect(settings[field], field).toMatch(/\S/);
    }
    const kunjungan = await get(use(), "/api/kunjungan");
    expect(kunjungan.catatan_en).toMatch(/\S/);
    expect(kunjungan.petunjuk_en).toMatch(/\S/);
    for (const tiket of kunjungan.tiket) expect(tiket.kategori_en, tiket.kategori).toMatch(/\S/);
    for (const path of ["/api/informasi", "/api/dokumentasi"]) {
      const items: Array<{ judul_en?: string; deskripsi_en?: string }> = await get(use(), path);
      const translated = items.filter((i) => i.judul_en && i.deskripsi_en);
      // At least half, and not all: the demo also shows how an untranslated item looks.
      expect(translated.length * 2, path).toBeGreaterThanOrEqual(items.length);
      expect(translated.length, path).toBeLessThan(items.length);
    }
  });

  it("fills the calendar with the palace's yearly ceremonies, in both languages, with the days the reports give", async () => {
    await firstStart();
    const items = await get(use(), "/api/agenda?bentuk=item");
    expect(items.map((i: { judul: string }) => i.judul)).toEqual(
      expect.arrayContaining(["Panjang Jimat", "Siraman Panjang", "Grebeg Syawal"]),
    );
    for (const item of items) {
      expect(item.judul_en, item.judul).toMatch(/\S/);
      expect(item.deskripsi_en, item.judul).toMatch(/\S/);
      expect(await isStored(use(), item.gambar), item.judul).toBe(true);
    }
    const panjangJimat = items.find((i: { judul: string }) => i.judul === "Panjang Jimat");
    expect(panjangJimat).toMatchObject({
      ulang: "tahunan_hijriah",
      bulan_hijriah: 3,
      tanggal_hijriah: 12,
    });
    const past = await get(use(), "/api/agenda?dari=2023-01-01&sampai=2025-12-31");
    const kept = past
      .filter((k: { slug: string }) => k.slug === panjangJimat.slug)
      .map((k: { tanggal: string; perkiraan: boolean }) => [k.tanggal, k.perkiraan]);
    expect(kept).toEqual([
      ["2023-09-28", false],
      ["2024-09-16", false],
      ["2025-09-05", false],
    ]);
    // Siraman Panjang by the palace's Aboge reckoning: the days it was held, no staff change.
    const siraman = items.find((i: { judul: string }) => i.judul === "Siraman Panjang");
    expect(siraman).toMatchObject({ hisab: "aboge", bulan_hijriah: 3, tanggal_hijriah: 5 });
    const washed = past
      .filter((k: { slug: string }) => k.slug === siraman.slug)
      .map((k: { tanggal: string; dipindah: boolean; hisab: string }) => [k.tanggal, k.dipindah]);
    expect(washed).toEqual(
      expect.arrayContaining([
        ["2023-09-22", false],
        ["2025-08-30", false],
      ]),
    );
    // The night rites: Panjang Jimat on the evening of its day, Malam 1 Sura on the eve.
    expect(panjangJimat).toMatchObject({ malam: "hari_itu", jam_mulai: "20:00" });
    const sura = items.find((i: { judul: string }) => i.judul.startsWith("Malam 1 Sura"));
    expect(sura).toMatchObject({ malam: "sebelumnya", jam_mulai: "19:00" });
    const [eve] = past.filter(
      (k: { slug: string; tanggal: string }) => k.slug === sura.slug && k.tanggal === "2025-06-27",
    );
    expect(eve.tanggal_mulai).toBe("2025-06-26");
    const kunjungan = await get(use(), "/api/kunjungan");
    expect(kunjungan.jam.find((j: { hari: string }) => j.hari === "jumat").istirahat).toEqual({
      mulai: "11:30",
      selesai: "13:00",
    });
  });

  it("shows the palace museum's objects with their catalogue data in both languages, one master large enough to zoom into", async () => {
    await firstStart();
    const list: Koleksi[] = await get(use(), "/api/koleksi");
    expect(list.map((k) => k.judul)).toEqual(
      expect.arrayContaining([
        "Kereta Singa Barong",
        "Gamelan Sekaten",
        "Baju Zirah Portugis",
        "Trisula Sultan Sepuh V Pangeran Matangaji",
      ]),
    );
    const numbers = new Set(list.map((k) => k.nomor_inventaris.toLowerCase()));
    expect(numbers.size).toBe(list.length);
    for (const item of list) {
      expect(item.nomor_inventaris, item.judul).toMatch(/\S/);
      expect(Object.keys(KATEGORI), item.judul).toContain(item.kategori);
      // The palace's own photographs: in copyright.
      expect(item.lisensi, item.judul).toBe("inc");
      expect(item.judul_en, item.judul).toMatch(/\S/);
      expect(item.deskripsi_en, item.judul).toMatch(/\S/);
      expect(await isStored(use(), item.gambar), item.judul).toBe(true);
    }
    const kereta = await get(
      use(),
      `/api/koleksi/slug/${list.find((k) => k.kategori === "kereta")?.slug}`,
    );
    expect(kereta).toMatchObject({
      nomor_inventaris: "MPK-KRT-001",
      bahan: "Kayu, dicat",
      periode_en: expect.stringContaining("according to the palace"),
    });
    // Where the accounts differ, the palace's year is given as the palace's, the other one named.
    expect(kereta.periode).toMatch(/menurut keterangan keraton.*1649/);
    expect(kereta.galeri.map((g: { keterangan: string }) => g.keterangan)).toEqual([
      "Tampak samping",
      "Ragam hias",
    ]);
    const master = await use().deps.media.read(kereta.gambar);
    expect(await sharp(master?.data).metadata()).toMatchObject({ width: 6000, height: 4000 });
    // Tiles are made in the background, after the first start.
    expect(kereta.gambar_siap).toBe(false);
  });

  it("a later start leaves the content as it is", async () => {
    await firstStart();
    const before = await snapshotState(use());
    await firstStart();
    expect(await snapshotState(use())).toEqual(before);
  });
});

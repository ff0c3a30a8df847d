import { expect, it } from "vitest";
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
    await db.schema.alterTable("dokumentasi").renameTo("dokumentasi_tersembunyi").execute();
    await expect(firstStart()).rejects.toThrow();
    await db.schema.alterTable("dokumentasi_tersembunyi").renameTo("dokumentasi").execute();
    const afterFailure = await snapshotState(use());
    expect(afterFailure).toMatchObject({ users: [], settings: [], texts: [], informasi: [] });
    expect(await listUploads(use())).toEqual([]);

    await firstStart();
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
    for (const [field, value] of Object.entries(settings)) {
      if (shippedDefaults.includes(field)) expect(value, field).toBe("");
      else expect(value, field).toMatch(/\S/);
    }
    expect(await isStored(use(), settings.Gambar_Struktur)).toBe(true);
    const kunjungan = await get(use(), "/api/kunjungan");
    expect(kunjungan.jam.filter((j: { buka: string | null }) => j.buka)).toHaveLength(7);
    expect(kunjungan.tiket.length).toBeGreaterThanOrEqual(2);
    // Invented values say so, for the staff to correct.
    expect(kunjungan.catatan).toMatch(/Contoh/);
  });

  it("a later start leaves the content as it is", async () => {
    await firstStart();
    const before = await snapshotState(use());
    await firstStart();
    expect(await snapshotState(use())).toEqual(before);
  });
});

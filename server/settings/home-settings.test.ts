import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage } from "../../tests/support/images.ts";
import { isStored, snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

/** CONTRACT second wave: the welcome text and photo and the map pin are settings. */
describeEachDialect("settings of the home page and the map", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const save = (fields: Record<string, string>, files: Record<string, File> = {}) =>
    use().call("POST", "/api/settings/update", { token: admin.token, form: form(fields, files) });
  const read = async () => body(await use().call("GET", "/api/settings"));

  it("saves the welcome text as sanitized rich text", async () => {
    const res = await save({
      Teks_Sambutan: '<p onclick="x()">Sugeng <strong>rawuh</strong></p><script>alert(1)</script>',
    });
    expect(res.status).toBe(200);
    expect((await read()).Teks_Sambutan).toBe("<p>Sugeng <strong>rawuh</strong></p>");
  });

  it("stores the welcome photo, keeps it without a new file, and keeps the one it replaces for the earlier version", async () => {
    await save({}, { Gambar_Sambutan: imageFile(await makeImage("png"), "s.png", "image/png") });
    const first = (await read()).Gambar_Sambutan;
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    await save({ Alamat: "tanpa foto baru" });
    expect((await read()).Gambar_Sambutan).toBe(first);
    await save({}, { Gambar_Sambutan: imageFile(await makeImage("jpeg")) });
    const second = (await read()).Gambar_Sambutan;
    expect(second).not.toBe(first);
    // The version before the replacement is kept (it can be restored), and it shows the first.
    expect(await isStored(use(), first)).toBe(true);
    expect(await isStored(use(), second)).toBe(true);
  });

  it("saves the structure and welcome images in one save, each in its own field", async () => {
    const res = await save(
      {},
      {
        Gambar_Struktur: imageFile(await makeImage("png"), "a.png", "image/png"),
        Gambar_Sambutan: imageFile(await makeImage("jpeg")),
      },
    );
    expect(res.status).toBe(200);
    const settings = await read();
    expect(settings.Gambar_Struktur).toMatch(/\.png$/);
    expect(settings.Gambar_Sambutan).toMatch(/\.jpg$/);
  });

  it("saves a map pin in decimal degrees, and empties it back to the shipped pin", async () => {
    expect((await save({ Peta_Lintang: " -6.72621 ", Peta_Bujur: "108.5705" })).status).toBe(200);
    expect(await read()).toMatchObject({ Peta_Lintang: "-6.72621", Peta_Bujur: "108.5705" });
    expect((await save({ Peta_Lintang: "", Peta_Bujur: "" })).status).toBe(200);
    expect(await read()).toMatchObject({ Peta_Lintang: "", Peta_Bujur: "" });
  });

  it.each([
    [{ Peta_Lintang: "91", Peta_Bujur: "108" }, "Peta_Lintang"],
    [{ Peta_Lintang: "-6.7", Peta_Bujur: "180.5" }, "Peta_Bujur"],
    [{ Peta_Lintang: "enam", Peta_Bujur: "108" }, "Peta_Lintang"],
    [{ Peta_Lintang: "-6,72", Peta_Bujur: "108" }, "Peta_Lintang"],
    [{ Peta_Lintang: "-6.7" }, "Peta_Bujur"],
  ])("refuses the pin %j with 400 on %s and changes nothing", async (fields, field) => {
    const before = await snapshotState(use());
    const res = await save({ ...fields, Alamat: "tidak tersimpan" });
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toHaveProperty(field);
    expect(await snapshotState(use())).toEqual(before);
  });
});

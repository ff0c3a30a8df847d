import { beforeAll, expect, it } from "vitest";
import { body, form } from "../../tests/support/forms.ts";
import { imageFile, makeImage, TEXT_NOT_IMAGE } from "../../tests/support/images.ts";
import { isStored, snapshotState } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const FULL = {
  No_WhatsApp: "+62 812-3456-7890",
  Email: "humas@kasepuhan.example",
  Alamat: "Jl. Kasepuhan No. 43, Cirebon",
  Deskripsi_Footer: "Keraton tertua di Cirebon.",
  Deskripsi_Kesultanan: "Struktur Kesultanan Kasepuhan.",
};

describeEachDialect("settings API", (use) => {
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await use().signIn("admin");
  });
  const save = (fields: Record<string, string>, files: Record<string, File> = {}) =>
    use().call("POST", "/api/settings/update", { token: admin.token, form: form(fields, files) });
  const read = async () => body(await use().call("GET", "/api/settings"));

  it("answers ten empty fields before anything is saved", async () => {
    expect(await read()).toEqual({
      No_WhatsApp: "",
      Email: "",
      Alamat: "",
      Deskripsi_Footer: "",
      Deskripsi_Kesultanan: "",
      Gambar_Struktur: "",
      Teks_Sambutan: "",
      Gambar_Sambutan: "",
      Peta_Lintang: "",
      Peta_Bujur: "",
      Wajib_2FA: "",
      versi: 0,
    });
  });

  it("saves every text field and reads them back", async () => {
    const res = await save(FULL);
    expect(res.status).toBe(200);
    const answer = await body(res);
    expect(answer.message).toBe("Data berhasil disimpan!");
    expect(answer.data).toMatchObject(FULL);
    expect(await read()).toEqual({
      ...FULL,
      Gambar_Struktur: "",
      Teks_Sambutan: "",
      Gambar_Sambutan: "",
      Peta_Lintang: "",
      Peta_Bujur: "",
      Wajib_2FA: "",
      versi: 1,
    });
  });

  it("keeps fields that are left out, and clears fields sent empty", async () => {
    await save(FULL);
    await save({ Alamat: "Alamat baru", No_WhatsApp: "" });
    expect(await read()).toMatchObject({
      Alamat: "Alamat baru",
      No_WhatsApp: "",
      Email: FULL.Email,
      Deskripsi_Footer: FULL.Deskripsi_Footer,
    });
  });

  it.each(["bukan-email", "a@", "@kasepuhan.example", "dua@@kasepuhan.example", "spasi di@x.id"])(
    "refuses the email %s with 400 and changes nothing",
    async (Email) => {
      const before = await snapshotState(use());
      const res = await save({ ...FULL, Alamat: "tidak tersimpan", Email });
      expect(res.status).toBe(400);
      expect((await body(res)).errors).toHaveProperty("Email");
      expect(await snapshotState(use())).toEqual(before);
    },
  );

  it("allows an empty email", async () => {
    const res = await save({ Email: "" });
    expect(res.status).toBe(200);
    expect((await read()).Email).toBe("");
  });

  it("refuses an overlong WhatsApp number with 400", async () => {
    const res = await save({ No_WhatsApp: "1".repeat(41) });
    expect(res.status).toBe(400);
    expect((await body(res)).errors).toHaveProperty("No_WhatsApp");
  });

  it("stores the structure image, keeps it on a save without a file, and replaces it", async () => {
    const first = await save(
      {},
      { Gambar_Struktur: imageFile(await makeImage("png"), "s.png", "image/png") },
    );
    expect(first.status).toBe(200);
    const path = (await read()).Gambar_Struktur;
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await use().call("GET", path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    await save({ Alamat: "tanpa gambar" });
    expect((await read()).Gambar_Struktur).toBe(path);

    await save({}, { Gambar_Struktur: imageFile(await makeImage("jpeg")) });
    const replaced = (await read()).Gambar_Struktur;
    expect(replaced).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(await isStored(use(), replaced)).toBe(true);
    // The version before the replacement is kept, and it shows the first image: that one stays.
    expect(await isStored(use(), path)).toBe(true);
  });

  it("ignores a structure image path sent as text: only an uploaded file can set it", async () => {
    const before = (await read()).Gambar_Struktur;
    const res = await save({
      Gambar_Struktur: "https://pelacak.example/x.png",
      Alamat: "teks saja",
    });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({ Gambar_Struktur: before, Alamat: "teks saja" });
  });

  it("refuses a structure 'image' that is not one (415) and changes nothing", async () => {
    const before = await snapshotState(use());
    const res = await save(
      { Alamat: "tidak tersimpan" },
      { Gambar_Struktur: imageFile(TEXT_NOT_IMAGE, "s.jpg") },
    );
    expect(res.status).toBe(415);
    expect(await snapshotState(use())).toEqual(before);
  });
});

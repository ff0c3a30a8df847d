import { describe, expect, it } from "vitest";
import { toOneLine } from "./one-line.ts";
import { DokumentasiInputSchema, InformasiInputSchema } from "./schemas/content.schema.ts";
import { GaleriInputSchema } from "./schemas/galeri.schema.ts";
import { HeroCreateSchema } from "./schemas/hero.schema.ts";
import { ReservasiInputSchema } from "./schemas/reservasi.schema.ts";
import { UserCreateSchema } from "./schemas/users.schema.ts";

const RLO = "\u202e";

describe("one-line text", () => {
  it("turns line breaks and tabs into spaces", () => {
    expect(toOneLine("Ibu\r\nSari\tDewi\nPutri")).toBe("Ibu Sari Dewi Putri");
  });

  it("drops C0/C1 controls and every bidi control", () => {
    const bidi = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069";
    expect(toOneLine(`SD${bidi} Negeri\u0000\u0007\u001b\u007f\u0085\u009f 1`)).toBe(
      "SD Negeri  1",
    );
  });

  it("keeps every letter people type, accents and other scripts included", () => {
    const text = "Kraton Kasepuhan — Sultan Sepuh XIV · ꦏꦿꦠꦺꦴꦤ꧀ · 王 · مدرسة";
    expect(toOneLine(text)).toBe(text);
  });

  it("names, titles and institutions reach the server as one line", () => {
    const visit = ReservasiInputSchema.parse({
      nama: `Ibu\r\nSari${RLO}`,
      instansi: `SD Negeri\n1 ${RLO}Cirebon`,
      tanggal: "2999-01-01",
      jumlah: 10,
      telepon: "081234567890",
    });
    expect(visit).toMatchObject({ nama: "Ibu Sari", instansi: "SD Negeri 1 Cirebon" });
    const user = UserCreateSchema.parse({
      name: "Abdi\nDalem",
      username: "abdi",
      password: "sandi-panjang",
      role: "editor",
    });
    expect(user.name).toBe("Abdi Dalem");
    const article = InformasiInputSchema.parse({
      judul: `Kirab\n${RLO}Panjang Jimat`,
      judul_en: "A\nB",
    });
    expect(article).toMatchObject({ judul: "Kirab Panjang Jimat", judul_en: "A B" });
    const activity = DokumentasiInputSchema.parse({
      judul: "Grebeg\rSyawal",
      tanggal: "2026-01-01",
      uploaded: "Humas\nKeraton",
      keterangan_gambar: "Arak-arakan\u2066 di alun-alun",
    });
    expect(activity).toMatchObject({
      judul: "Grebeg Syawal",
      uploaded: "Humas Keraton",
      keterangan_gambar: "Arak-arakan di alun-alun",
    });
    expect(HeroCreateSchema.parse({ keterangan: "Siti\nInggil" }).keterangan).toBe("Siti Inggil");
    expect(GaleriInputSchema.parse({ keterangan: "Lawang\nSanga" }).keterangan).toBe(
      "Lawang Sanga",
    );
  });

  it("a name of nothing but controls is an empty name: refused as missing", () => {
    const result = ReservasiInputSchema.safeParse({
      nama: `\r\n${RLO}\u0000`,
      tanggal: "2999-01-01",
      jumlah: 10,
      telepon: "081234567890",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["nama"], message: "Nama wajib diisi" });
  });
});

import { describe, expect, it } from "vitest";
import { hasText, inEnglish, lacksTranslation, presentTranslations } from "./translation.ts";

type Article = { judul: string; deskripsi: string; judul_en?: string; deskripsi_en?: string };

const article: Article = {
  judul: "Gerbang Keraton",
  deskripsi: "<p>Gerbang utama.</p>",
  judul_en: "The Palace Gate",
};

describe("inEnglish", () => {
  it("gives the English text with lang 'en' when there is one", () => {
    expect(inEnglish(article, "judul")).toEqual({ text: "The Palace Gate", lang: "en" });
  });

  it("falls back to the Indonesian text with lang 'id' when the English one is absent", () => {
    expect(inEnglish(article, "deskripsi")).toEqual({ text: "<p>Gerbang utama.</p>", lang: "id" });
  });

  it("treats an empty or blank English text as no translation", () => {
    expect(inEnglish({ ...article, judul_en: "" }, "judul")).toEqual({
      text: "Gerbang Keraton",
      lang: "id",
    });
    expect(inEnglish({ ...article, judul_en: "  \n" }, "judul").lang).toBe("id");
  });

  it("treats null as no translation and a missing Indonesian text as empty", () => {
    const settings = { Deskripsi_Footer: "Situs resmi", Deskripsi_Footer_en: null };
    expect(inEnglish(settings, "Deskripsi_Footer")).toEqual({ text: "Situs resmi", lang: "id" });
    const partial: { judul?: string; judul_en?: string } = {};
    expect(inEnglish(partial, "judul")).toEqual({ text: "", lang: "id" });
  });

  it("keeps the English text as written (no trimming of what staff saved)", () => {
    expect(inEnglish({ catatan: "x", catatan_en: "<p>Open daily</p>" }, "catatan")).toEqual({
      text: "<p>Open daily</p>",
      lang: "en",
    });
  });
});

describe("lacksTranslation", () => {
  it("is true when a field with Indonesian text has no English twin", () => {
    expect(lacksTranslation(article, ["judul", "deskripsi"])).toBe(true);
    expect(lacksTranslation(article, ["judul"])).toBe(false);
  });

  it("ignores fields whose Indonesian text is empty too", () => {
    expect(lacksTranslation({ ...article, deskripsi: "" }, ["judul", "deskripsi"])).toBe(false);
  });
});

describe("presentTranslations", () => {
  it("keeps only the English fields that hold text", () => {
    expect(
      presentTranslations({ judul_en: "", deskripsi_en: "<p>Hi</p>", keterangan_gambar_en: null }),
    ).toEqual({ deskripsi_en: "<p>Hi</p>" });
    expect(presentTranslations({ judul_en: " " })).toEqual({});
  });

  it("tells text from white space", () => {
    expect(hasText(" a ")).toBe(true);
    expect(hasText("")).toBe(false);
    expect(hasText(undefined)).toBe(false);
  });
});

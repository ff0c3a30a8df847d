import { describe, expect, it } from "vitest";
import { saveForm } from "./content-save.ts";

const ARTICLE = {
  id: 1,
  judul: "Jam Kunjungan",
  slug: "jam-kunjungan",
  tanggal: "2026-11-10",
  deskripsi: "<p>Terbuka setiap hari.</p>",
  status: "terbit",
  keterangan_gambar: "",
  judul_en: "Visiting Hours",
  views: 412,
};

describe("saveForm", () => {
  it("sends the form's fields back with other words each save, so each save keeps a revision", () => {
    const first = saveForm(ARTICLE, 1);
    const second = saveForm(ARTICLE, 2);
    expect(first.get("judul")).toBe("Jam Kunjungan");
    expect(first.get("judul_en")).toBe("Visiting Hours");
    expect(first.get("status")).toBe("terbit");
    expect(String(first.get("deskripsi"))).toMatch(/^<p>Terbuka setiap hari.<\/p>\n<p>.*ke-1/);
    expect(second.get("deskripsi")).not.toBe(first.get("deskripsi"));
    // What the form does not send (the slug, the view count) stays out.
    expect(first.has("slug")).toBe(false);
    expect(first.has("views")).toBe(false);
  });

  it("sends versi only where the item answers one (942c5cc had none)", () => {
    expect(saveForm(ARTICLE, 1).has("versi")).toBe(false);
    expect(saveForm({ ...ARTICLE, versi: 7 }, 1).get("versi")).toBe("7");
  });
});

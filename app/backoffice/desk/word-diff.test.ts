import { describe, expect, it } from "vitest";
import { changedFields, countWords, plainTextOf, wordDiff } from "./word-diff.ts";

describe("plainTextOf", () => {
  it("reads rich text without its markup", () => {
    expect(plainTextOf("<p>Keraton <strong>Kasepuhan</strong></p><p>Cirebon</p>")).toBe(
      "Keraton Kasepuhan Cirebon",
    );
  });

  it("reads a list of records as its values in order", () => {
    const jam = [
      { hari: "senin", buka: "08:00", tutup: "16:00" },
      { hari: "selasa", buka: null, tutup: null },
    ];
    expect(plainTextOf(jam)).toBe("senin 08:00 16:00 · selasa");
  });

  it("leaves out a row's React key and its flags, which nobody wrote", () => {
    const tiket = [{ key: "tiket-7", kategori: "Dewasa", harga: "20000" }];
    expect(plainTextOf(tiket)).toBe("Dewasa 20000");
    expect(plainTextOf([{ hari: "minggu", tutupSeharian: true, buka: "" }])).toBe("minggu");
  });
});

describe("wordDiff", () => {
  it("marks whole words added and removed, not the markup around them", () => {
    const parts = wordDiff(
      plainTextOf("<p>Dibangun tahun <em>1529</em> oleh Pangeran Cakrabuana.</p>"),
      plainTextOf("<p>Dibangun tahun 1529 oleh Sunan Gunung Jati.</p>"),
    );
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual([
      "Pangeran Cakrabuana",
    ]);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual([
      "Sunan Gunung Jati",
    ]);
    expect(countWords(parts)).toEqual({ added: 3, removed: 2 });
  });

  it("finds nothing changed when only the markup changed", () => {
    const parts = wordDiff(plainTextOf("<p>Siti Inggil</p>"), plainTextOf("<h2>Siti Inggil</h2>"));
    expect(parts.every((p) => p.kind === "same")).toBe(true);
  });
});

describe("changedFields", () => {
  it("lists only the fields whose words differ, in the form's order", () => {
    const diffs = changedFields(
      { judul: "Tradisi Panjang Jimat", deskripsi: "<p>Malam Maulid</p>", status: "terbit" },
      { judul: "Tradisi Panjang Jimat", deskripsi: "<p>Malam Maulid Nabi</p>", status: "draf" },
      ["status", "judul", "deskripsi"],
    );
    expect(diffs.map((d) => d.key)).toEqual(["status", "deskripsi"]);
    expect(diffs[1]).toMatchObject({ before: "Malam Maulid", after: "Malam Maulid Nabi" });
  });

  it("never shows a password typed into the form", () => {
    expect(changedFields({ password: "" }, { password: "rahasia-baru" }, ["password"])).toEqual([]);
  });

  it("leaves out values one side does not have", () => {
    expect(changedFields({ judul: "A" }, { judul: "A", gambar: "x.webp" }, ["gambar"])).toEqual([]);
  });
});

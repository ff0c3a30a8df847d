import { describe, expect, it } from "vitest";
import { filterRows, foldText, rowText } from "./table-view.ts";

describe("table search", () => {
  const rows = [
    { id: 1, judul: "Grebeg Syawal", deskripsi: "<p>Tradisi <b>keraton</b></p>" },
    { id: 2, judul: "Panjang Jimat", deskripsi: "<p>Maulid Nabi</p>" },
    { id: 3, judul: "Kirab Pusaka", deskripsi: "<p>Malam 1 Sura</p>" },
  ];

  it("finds rows holding every word, in any case and order, without accents or tags", () => {
    expect(filterRows(rows, "syawal").map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, "KERATON grebeg").map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, "mâulid").map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, "<b>keraton").map((r) => r.id)).toEqual([]);
    expect(filterRows(rows, "  ").map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("reads a row's text and number values only", () => {
    expect(rowText({ a: "x", b: 2, c: null, d: { e: "y" } })).toBe("x 2");
    expect(foldText("Kasépuhan")).toBe("kasepuhan");
  });
});

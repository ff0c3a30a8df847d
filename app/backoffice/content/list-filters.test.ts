import { dokumentasiKind } from "@common/content/dokumentasi.kind.ts";
import { koleksiKind } from "@common/content/koleksi.kind.ts";
import { describe, expect, it } from "vitest";
import { filterByFields, isFiltering, listFilterControls } from "./list-filters.ts";

const objects = [
  {
    id: 1,
    judul: "Kereta Singa Barong",
    nomor_inventaris: "MPK-KRT-001",
    kategori: "kereta",
    bahan: "Kayu",
  },
  {
    id: 2,
    judul: "Gamelan Sekaten",
    nomor_inventaris: "MPK-GML-001",
    kategori: "gamelan",
    bahan: "Perunggu",
  },
  {
    id: 3,
    judul: "Gamelan Renteng",
    nomor_inventaris: "MPK-GML-002",
    kategori: "gamelan",
    bahan: "Perunggu, kayu",
  },
];
const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe("the back office's list filters", () => {
  it("offer the collection's category as a list of its names and a search box", () => {
    const [kategori, search] = listFilterControls(koleksiKind);
    expect(kategori).toMatchObject({ name: "kategori", type: "choice", label: "Kategori" });
    expect(kategori?.type === "choice" && kategori.options.kereta).toBe("Kereta");
    expect(search).toEqual({ name: "q", type: "search" });
  });

  it("offer nothing for a kind whose list takes no filter", () => {
    expect(listFilterControls(dokumentasiKind)).toEqual([]);
  });

  it("keep the items of the chosen category", () => {
    expect(ids(filterByFields(objects, koleksiKind, { kategori: "gamelan" }))).toEqual([2, 3]);
  });

  it("find an object by its inventory number or its name, case ignored, every word counting", () => {
    expect(ids(filterByFields(objects, koleksiKind, { q: "mpk-gml-002" }))).toEqual([3]);
    expect(ids(filterByFields(objects, koleksiKind, { q: "gamelan  KAYU" }))).toEqual([3]);
    expect(ids(filterByFields(objects, koleksiKind, { q: "singa", kategori: "gamelan" }))).toEqual(
      [],
    );
  });

  it("keep everything while nothing is chosen", () => {
    const none = { kategori: "", q: "  " };
    expect(ids(filterByFields(objects, koleksiKind, none))).toEqual([1, 2, 3]);
    expect(isFiltering(none)).toBe(false);
    expect(isFiltering({ q: "kayu" })).toBe(true);
  });
});

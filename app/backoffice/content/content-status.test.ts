import { dokumentasiKind } from "@common/content/dokumentasi.kind.ts";
import { informasiKind } from "@common/content/informasi.kind.ts";
import { describe, expect, it } from "vitest";
import { addressChange, afterSaveExtras, filterByStatus, publicPathOf } from "./content-status.ts";
import { primaryStatus } from "./publish-actions.tsx";

const rows = [
  { id: 1, status: "terbit" as const },
  { id: 2, status: "draf" as const },
  { id: 3, status: "terbit" as const },
];

describe("filterByStatus", () => {
  it("keeps every row for Semua and only the chosen status otherwise, in order", () => {
    expect(filterByStatus(rows, "semua").map((r) => r.id)).toEqual([1, 2, 3]);
    expect(filterByStatus(rows, "terbit").map((r) => r.id)).toEqual([1, 3]);
    expect(filterByStatus(rows, "draf").map((r) => r.id)).toEqual([2]);
  });
});

describe("publicPathOf", () => {
  it("puts informasi under /informasi and dokumentasi under /kegiatan", () => {
    expect(publicPathOf(informasiKind, "jam-buka")).toBe("/informasi/jam-buka");
    expect(publicPathOf(dokumentasiKind, "panjang-jimat")).toBe("/kegiatan/panjang-jimat");
  });
});

describe("addressChange", () => {
  const stored = { judul: "Jam Buka Keraton", slug: "jam-buka-keraton" };

  it("says nothing while the title is unchanged or gives the same slug", () => {
    expect(addressChange(informasiKind, stored, "Jam Buka Keraton")).toBeNull();
    expect(addressChange(informasiKind, stored, "jam buka keraton ")).toBeNull();
  });

  it("gives the old and the new path when the slug changes", () => {
    expect(addressChange(informasiKind, stored, "Jam Buka Museum")).toEqual({
      from: "/informasi/jam-buka-keraton",
      to: "/informasi/jam-buka-museum",
    });
    expect(addressChange(dokumentasiKind, stored, "Kirab Budaya")?.to).toBe(
      "/kegiatan/kirab-budaya",
    );
  });

  it("says nothing for a title that gives no slug (the server refuses it)", () => {
    expect(addressChange(informasiKind, stored, "!!!")).toBeNull();
  });
});

describe("afterSaveExtras", () => {
  it("links a published item to its page and tells that a draft is not on the site", () => {
    expect(afterSaveExtras(informasiKind, { slug: "a", status: "terbit" })).toEqual({
      link: { href: "/informasi/a", label: "Lihat di situs" },
    });
    expect(afterSaveExtras(dokumentasiKind, { slug: "a", status: "draf" }).detail).toMatch(/draf/);
    expect(afterSaveExtras(informasiKind, undefined)).toEqual({});
  });
});

describe("primaryStatus", () => {
  it("publishes new and published items, keeps a draft a draft", () => {
    expect(primaryStatus(undefined)).toBe("terbit");
    expect(primaryStatus("terbit")).toBe("terbit");
    expect(primaryStatus("draf")).toBe("draf");
  });
});

import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { formatDateLongIn, formatDateShortIn, formatHoursIn, formatPriceIn } from "./format.ts";
import { id } from "./id.ts";
import { basePath, langOfPath, localePath, messagesFor } from "./index.ts";

/** Every leaf of a catalogue as `path → value`; functions are called with sample arguments. */
function leaves(value: unknown, path = ""): Array<[string, unknown]> {
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, i) => (i % 2 ? 3 : "Contoh"));
    return [[`${path}()`, (value as (...a: unknown[]) => unknown)(...args)]];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe("the public site's catalogues", () => {
  it("have the same keys in both languages", () => {
    expect(leaves(en).map(([k]) => k)).toEqual(leaves(id).map(([k]) => k));
  });

  it("have no empty value in either language", () => {
    for (const catalogue of [id, en]) {
      for (const [key, value] of leaves(catalogue)) {
        expect(typeof value, key).toBe("string");
        expect((value as string).trim(), key).not.toBe("");
      }
    }
  });

  it("keep SPEC's Indonesian words, with the not-found words of issue 16 (decision 043)", () => {
    expect(id.errors.notFoundTitle).toBe("404 | Halaman tidak ditemukan");
    expect(id.errors.notFoundText).toBe("Halaman yang Anda cari tidak ditemukan.");
    expect(id.errors.backHome).toBe("Kembali ke Beranda");
    expect(id.layout.nav.home).toBe("Beranda");
    expect(messagesFor("id")).toBe(id);
    expect(messagesFor("en")).toBe(en);
  });
});

describe("language of an address", () => {
  it("reads English from /en and below only", () => {
    expect(langOfPath("/en")).toBe("en");
    expect(langOfPath("/en/informasi/x")).toBe("en");
    expect(langOfPath("/")).toBe("id");
    expect(langOfPath("/english")).toBe("id");
    expect(langOfPath("/informasi")).toBe("id");
  });

  it("moves between the languages with the same slug and query", () => {
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/informasi?halaman=2")).toBe("/en/informasi?halaman=2");
    expect(localePath("en", "/cari?q=batik")).toBe("/en/cari?q=batik");
    expect(localePath("id", "/informasi/x")).toBe("/informasi/x");
    expect(basePath("/en")).toBe("/");
    expect(basePath("/en/kegiatan/a-b")).toBe("/kegiatan/a-b");
    expect(basePath("/kegiatan/a-b")).toBe("/kegiatan/a-b");
  });
});

describe("dates, prices and hours in each language", () => {
  it("writes dates in English without a time-zone shift", () => {
    expect(formatDateLongIn("en", "2026-11-21")).toBe("21 November 2026");
    expect(formatDateShortIn("en", "2026-11-21")).toBe("21 Nov 2026");
    expect(formatDateLongIn("en", "2026-01-01")).toBe("1 January 2026");
    expect(formatDateLongIn("en", "2026-12-31T23:59:59Z")).toBe("31 December 2026");
    expect(formatDateLongIn("en", "not a date")).toBe("");
  });

  it("keeps the Indonesian dates as SPEC has them", () => {
    expect(formatDateLongIn("id", "2026-11-21")).toBe("21 November 2026");
    expect(formatDateShortIn("id", "2026-08-17")).toBe("17 Agu 2026");
  });

  it("writes prices in rupiah for each reader", () => {
    expect(formatPriceIn("en", 20000)).toBe("IDR\u00a020,000");
    expect(formatPriceIn("en", 1500000)).toBe("IDR\u00a01,500,000");
    expect(formatPriceIn("en", 0)).toBe("Free");
    expect(formatPriceIn("id", 20000)).toBe("Rp20.000");
    expect(formatPriceIn("id", 0)).toBe("Gratis");
  });

  it("writes opening hours", () => {
    expect(formatHoursIn("en", { buka: "08:00", tutup: "16:00" })).toBe("08:00–16:00");
    expect(formatHoursIn("en", { buka: null, tutup: null })).toBe("Closed");
    expect(formatHoursIn("id", { buka: "08:00", tutup: "16:00" })).toBe("08.00–16.00");
  });
});

import { describe, expect, it } from "vitest";
import { formatMomentJakarta } from "./dates.ts";
import { DESK_TEXTS } from "./messages.ts";

describe("the desk's 409 sentence", () => {
  it("names who changed it and when, on a WIB clock", () => {
    const when = formatMomentJakarta("2026-11-26T03:42:10Z");
    expect(when).toBe("26 November 2026 10.42");
    expect(DESK_TEXTS.stale("Sari", when)).toBe(
      "Sudah diubah oleh Sari pada 26 November 2026 10.42. Perubahan Anda belum disimpan: muat versi terbaru, atau simpan tetap untuk menimpanya.",
    );
  });
  it("says someone else, without a time, when neither is known", () => {
    expect(DESK_TEXTS.stale("", "")).toBe(
      "Sudah diubah orang lain. Perubahan Anda belum disimpan: muat versi terbaru, atau simpan tetap untuk menimpanya.",
    );
  });
  it("turns the day at midnight in Jakarta, not in UTC", () => {
    expect(formatMomentJakarta("2026-11-28T17:05:00Z")).toBe("29 November 2026 00.05");
  });
});

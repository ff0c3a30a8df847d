import { describe, expect, it } from "vitest";
import { type AgendaRule, occurrencesOf } from "./occurrences.ts";

const panjangJimat: AgendaRule = {
  ulang: "tahunan_hijriah",
  bulan_hijriah: 3,
  tanggal_hijriah: 12,
  lama_hari: 1,
};

describe("an agenda item's occurrences", () => {
  it("holds a yearly Hijri ceremony once in every year of the window, past years included", () => {
    const days = occurrencesOf(panjangJimat, [], "2023-01-01", "2025-12-31");
    expect(days.map((d) => d.tanggal)).toEqual(["2023-09-27", "2024-09-16", "2025-09-05"]);
    expect(days.every((d) => d.perkiraan && !d.dibatalkan && !d.dipindah)).toBe(true);
    expect(days.map((d) => d.hijriah)).toEqual([
      { year: 1445, month: 3, day: 12 },
      { year: 1446, month: 3, day: 12 },
      { year: 1447, month: 3, day: 12 },
    ]);
  });

  it("holds an Aboge item on its Javanese day, the palace's own arithmetic (no estimate)", () => {
    const siraman: AgendaRule = { ...panjangJimat, tanggal_hijriah: 5, hisab: "aboge" };
    const days = occurrencesOf(siraman, [], "2023-01-01", "2025-12-31");
    expect(days.map((d) => d.tanggal)).toEqual(["2023-09-22", "2024-09-10", "2025-08-30"]);
    expect(days.map((d) => d.hijriah)).toEqual([
      { year: 1957, month: 3, day: 5 },
      { year: 1958, month: 3, day: 5 },
      { year: 1959, month: 3, day: 5 },
    ]);
    expect(days.every((d) => d.hisab === "aboge" && !d.perkiraan)).toBe(true);
    const islam = occurrencesOf({ ...siraman, hisab: "islam" }, [], "2025-01-01", "2025-12-31");
    expect(islam.map((d) => [d.tanggal, d.hisab, d.perkiraan])).toEqual([
      ["2025-08-29", "islam", true],
    ]);
  });

  it("stops being an estimate once staff confirm or move that year's day, and only that year", () => {
    const days = occurrencesOf(
      panjangJimat,
      [
        { tanggal: "2023-09-27", tanggal_baru: "2023-09-28" },
        { tanggal: "2024-09-16", pasti: true },
        { tanggal: "2025-09-05", dibatalkan: true },
      ],
      "2023-01-01",
      "2026-12-31",
    );
    expect(days.map((d) => [d.asal, d.tanggal, d.perkiraan, d.dipindah, d.dibatalkan])).toEqual([
      ["2023-09-27", "2023-09-28", false, true, false],
      ["2024-09-16", "2024-09-16", false, false, false],
      ["2025-09-05", "2025-09-05", true, false, true],
      ["2026-08-26", "2026-08-26", true, false, false],
    ]);
    // A moved Hijri ceremony is still held on its Hijri day.
    expect(days[0].hijriah).toEqual({ year: 1445, month: 3, day: 12 });
  });

  it("lists a ceremony moved into the window and leaves out one moved away from it", () => {
    const moved = [{ tanggal: "2025-09-05", tanggal_baru: "2025-10-02" }];
    expect(occurrencesOf(panjangJimat, moved, "2025-10-01", "2025-10-31")).toHaveLength(1);
    expect(occurrencesOf(panjangJimat, moved, "2025-09-01", "2025-09-30")).toHaveLength(0);
  });

  it("counts a multi-day ceremony that began before the window", () => {
    const week: AgendaRule = { ulang: "sekali", tanggal: "2026-03-28", lama_hari: 7 };
    const [day] = occurrencesOf(week, [], "2026-04-01", "2026-04-30");
    expect(day).toMatchObject({ tanggal: "2026-03-28", tanggal_selesai: "2026-04-03" });
    expect(day.perkiraan).toBe(false);
  });

  it("repeats a Gregorian date from its first year on, 29 February on the 28th in common years", () => {
    const rule: AgendaRule = { ulang: "tahunan_masehi", tanggal: "2024-02-29", lama_hari: 1 };
    const days = occurrencesOf(rule, [], "2020-01-01", "2026-12-31");
    expect(days.map((d) => [d.tanggal, d.hari_terakhir])).toEqual([
      ["2024-02-29", false],
      ["2025-02-28", true],
      ["2026-02-28", true],
    ]);
    expect(days.every((d) => !d.perkiraan)).toBe(true);
  });

  it("holds day 30 of a 29-day month on the month's last day, marked", () => {
    // Safar (month 2) has 29 days in the tabular calendar.
    const rule: AgendaRule = {
      ulang: "tahunan_hijriah",
      bulan_hijriah: 2,
      tanggal_hijriah: 30,
      lama_hari: 1,
    };
    const [day] = occurrencesOf(rule, [], "2025-07-01", "2025-08-31");
    expect(day.hari_terakhir).toBe(true);
    expect(day.hijriah).toEqual({ year: 1447, month: 2, day: 29 });
  });
});

import { describe, expect, it } from "vitest";
import { daysInHijriMonth, formatHijri, hijriMonthName, toGregorian, toHijri } from "./hijri.ts";

const dayDistance = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

describe("the Islamic calendar of the ceremonies", () => {
  it("puts 12 Rabiulawal within a day of the days Indonesia kept for Panjang Jimat", () => {
    const kept = { 1445: "2023-09-28", 1446: "2024-09-16", 1447: "2025-09-05" } as const;
    for (const [year, day] of Object.entries(kept)) {
      const { tanggal, clamped } = toGregorian({ year: Number(year), month: 3, day: 12 });
      expect(clamped).toBe(false);
      expect(dayDistance(tanggal, day)).toBeLessThanOrEqual(1);
    }
  });

  it("computes the tabular days exactly (ICU islamic-civil)", () => {
    expect(toGregorian({ year: 1447, month: 3, day: 12 }).tanggal).toBe("2025-09-05");
    expect(toGregorian({ year: 1446, month: 3, day: 12 }).tanggal).toBe("2024-09-16");
    expect(toGregorian({ year: 1445, month: 3, day: 12 }).tanggal).toBe("2023-09-27");
    expect(toGregorian({ year: 1447, month: 1, day: 1 }).tanggal).toBe("2025-06-27");
  });

  it("goes back and forth between the calendars for every day of three years", () => {
    let day = Date.parse("2024-01-01T12:00:00Z");
    for (let i = 0; i < 3 * 366; i++, day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(toGregorian(toHijri(iso)).tanggal).toBe(iso);
    }
  });

  it("takes day 30 of a 29-day month as the month's last day, and says so", () => {
    const short = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
      (m) => daysInHijriMonth(1447, m) === 29,
    );
    expect(short).toBeDefined();
    const month = short as number;
    const last = toGregorian({ year: 1447, month, day: 29 });
    const thirtieth = toGregorian({ year: 1447, month, day: 30 });
    expect(thirtieth).toEqual({ tanggal: last.tanggal, clamped: true });
    expect(toHijri(thirtieth.tanggal)).toEqual({ year: 1447, month, day: 29 });
  });

  it("names the months in Indonesian and English", () => {
    expect(hijriMonthName(1, "id")).toBe("Muharam");
    expect(hijriMonthName(3, "id")).toBe("Rabiulawal");
    expect(hijriMonthName(10, "id")).toBe("Syawal");
    expect(hijriMonthName(3, "en")).toBe("Rabiʻ I");
    expect(hijriMonthName(9, "en")).toBe("Ramadan");
    expect(formatHijri({ year: 1447, month: 3, day: 12 }, "id")).toBe("12 Rabiulawal 1447 H");
    expect(formatHijri({ year: 1447, month: 3, day: 12 }, "en")).toBe("12 Rabiʻ I 1447 AH");
  });
});

import { describe, expect, it } from "vitest";
import {
  abogeToGregorian,
  daysInJavaneseMonth,
  formatJavanese,
  pasaranOf,
  toAboge,
  windu,
} from "./aboge.ts";

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe("the Javanese Aboge calendar", () => {
  it("puts 5 Mulud on the days the palace held Siraman Panjang (22 Sep 2023, 30 Aug 2025)", () => {
    expect(abogeToGregorian({ year: 1957, month: 3, day: 5 }).tanggal).toBe("2023-09-22");
    expect(abogeToGregorian({ year: 1959, month: 3, day: 5 }).tanggal).toBe("2025-08-30");
  });

  it("puts 1 Sura on the days Cirebon's palaces reported by Aboge", () => {
    // radarcirebon 2015-10-18: Kacirebonan's 1 Sura of the Jimawal year on "Kamis malam Jumat"
    // 15 October, the Friday's eve; updatecirebon 2023-07-21: 21 July 2023; radarcirebon
    // 2020-08-21: Kanoman's 1 Sura 1954 of the year Jimakir, on a Friday Wage.
    expect(abogeToGregorian({ year: 1949, month: 1, day: 1 }).tanggal).toBe("2015-10-16");
    expect(abogeToGregorian({ year: 1957, month: 1, day: 1 }).tanggal).toBe("2023-07-21");
    const kanoman = abogeToGregorian({ year: 1954, month: 1, day: 1 }).tanggal;
    expect([kanoman, weekday(kanoman), pasaranOf(kanoman), windu(1954)]).toEqual([
      "2020-08-21",
      5,
      "Wage",
      "Jimakir",
    ]);
  });

  it("begins every Alip year on Rebo Wage, and each year of the windu on its own day", () => {
    // Alip Rebo Wage, Ehe Ahad Pon, Jimawal Jumat Pon, Je Selasa Pahing, Dal Sabtu Legi,
    // Be Kamis Legi, Wawu Senin Kliwon, Jimakir Jumat Wage (the rule "Aboge" is named after).
    const starts = [
      [3, "Wage"],
      [0, "Pon"],
      [5, "Pon"],
      [2, "Pahing"],
      [6, "Legi"],
      [4, "Legi"],
      [1, "Kliwon"],
      [5, "Wage"],
    ] as const;
    for (let year = 1947; year < 1971; year++) {
      const { tanggal } = abogeToGregorian({ year, month: 1, day: 1 });
      const [day, pasaran] = starts[(year - 1947) % 8];
      expect([weekday(tanggal), pasaranOf(tanggal)]).toEqual([day, pasaran]);
    }
    expect(windu(1955)).toBe("Alip");
    expect(windu(1959)).toBe("Dal");
  });

  it("knows the pasaran of days the Javanese calendar names (17 Aug 1945 was Jumat Legi)", () => {
    expect(pasaranOf("1945-08-17")).toBe("Legi");
    expect(weekday("1945-08-17")).toBe(5);
  });

  it("gives the years Ehe, Dal and Jimakir 355 days (Besar of 30), the others 354", () => {
    const length = (year: number) =>
      Date.parse(abogeToGregorian({ year: year + 1, month: 1, day: 1 }).tanggal) / 86_400_000 -
      Date.parse(abogeToGregorian({ year, month: 1, day: 1 }).tanggal) / 86_400_000;
    expect([1955, 1956, 1957, 1958, 1959, 1960, 1961, 1962].map(length)).toEqual([
      354, 355, 354, 354, 355, 354, 354, 355,
    ]);
    expect(daysInJavaneseMonth(1956, 12)).toBe(30);
    expect(daysInJavaneseMonth(1957, 12)).toBe(29);
    expect(daysInJavaneseMonth(1957, 1)).toBe(30);
    expect(daysInJavaneseMonth(1957, 2)).toBe(29);
  });

  it("holds day 30 of a 29-day month on its last day", () => {
    const { tanggal, clamped } = abogeToGregorian({ year: 1957, month: 2, day: 30 });
    expect(clamped).toBe(true);
    expect(toAboge(tanggal)).toEqual({ year: 1957, month: 2, day: 29 });
  });

  it("goes back and forth between the calendars for every day of two windus", () => {
    let day = Date.parse("2015-01-01T12:00:00Z");
    for (let i = 0; i < 16 * 355; i++, day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(abogeToGregorian(toAboge(iso)).tanggal).toBe(iso);
    }
  });

  it("names the Javanese month and year", () => {
    expect(formatJavanese({ year: 1959, month: 3, day: 5 }, "id")).toBe("5 Mulud 1959 J");
    expect(formatJavanese({ year: 1959, month: 1, day: 1 }, "en")).toBe("1 Sura 1959 AJ");
  });
});

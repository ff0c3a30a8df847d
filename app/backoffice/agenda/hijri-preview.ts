import {
  abogeToGregorian,
  daysInJavaneseMonth,
  JAVANESE_MONTHS,
  toAboge,
} from "@common/agenda/aboge.ts";
import { formatGregorianSpan, formatReckonedDate } from "@common/agenda/agenda-dates.ts";
import { daysInHijriMonth, hijriMonthName, toGregorian, toHijri } from "@common/agenda/hijri.ts";
import type { Hisab } from "@common/agenda/occurrences.ts";

export const HIJRI_MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: hijriMonthName(i + 1, "id"),
}));

/** The Javanese months (Sura, Sapar, Mulud …), in the same order as the Hijri ones. */
export const JAVANESE_MONTH_OPTIONS = JAVANESE_MONTHS.map((name, i) => ({
  value: String(i + 1),
  label: name,
}));

/** Each reckoning's way to its dates, for the preview. */
const RECKONING = {
  islam: {
    yearOf: (today: string) => toHijri(today).year,
    toGregorian,
    daysIn: daysInHijriMonth,
  },
  aboge: {
    yearOf: (today: string) => toAboge(today).year,
    toGregorian: abogeToGregorian,
    daysIn: daysInJavaneseMonth,
  },
} as const;

/**
 * The Gregorian days a Hijri (or Aboge) month and day fall on in this year and the next, as staff
 * choose them: "Jumat, 5 September 2025 (12 Rabiulawal 1447 H)"; a day 30 the month lacks that
 * year is said to be its last day.
 */
export function computedDays(
  bulan: number,
  tanggal: number,
  today: string,
  hisab: Hisab = "islam",
): string[] {
  if (!(bulan >= 1 && bulan <= 12 && tanggal >= 1 && tanggal <= 30)) return [];
  const reckoning = RECKONING[hisab];
  const year = reckoning.yearOf(today);
  const era = hisab === "aboge" ? "J" : "H";
  return [year, year + 1].map((y) => {
    const { tanggal: day, clamped } = reckoning.toGregorian({
      year: y,
      month: bulan,
      day: tanggal,
    });
    const last = reckoning.daysIn(y, bulan);
    const date = formatReckonedDate(
      { year: y, month: bulan, day: clamped ? last : tanggal },
      hisab,
      "id",
    );
    const note = clamped
      ? ` — bulan ini hanya ${last} hari pada ${y} ${era}, jadi diadakan pada hari terakhirnya`
      : "";
    return `${formatGregorianSpan(day, day, "id")} (${date})${note}`;
  });
}

import { formatGregorianSpan } from "@common/agenda/agenda-dates.ts";
import { daysInHijriMonth, hijriMonthName, toGregorian, toHijri } from "@common/agenda/hijri.ts";

export const HIJRI_MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: hijriMonthName(i + 1, "id"),
}));

/**
 * The Gregorian days a Hijri month and day fall on in this Hijri year and the next, as staff
 * choose them: "Jumat, 5 September 2025 (12 Rabiulawal 1447 H)"; a day 30 the month lacks that
 * year is said to be its last day.
 */
export function computedDays(bulan: number, tanggal: number, today: string): string[] {
  if (!(bulan >= 1 && bulan <= 12 && tanggal >= 1 && tanggal <= 30)) return [];
  const year = toHijri(today).year;
  return [year, year + 1].map((y) => {
    const { tanggal: day, clamped } = toGregorian({ year: y, month: bulan, day: tanggal });
    const last = daysInHijriMonth(y, bulan);
    const hijri = `${clamped ? last : tanggal} ${hijriMonthName(bulan, "id")} ${y} H`;
    const note = clamped
      ? ` — bulan ini hanya ${last} hari pada ${y} H, jadi diadakan pada hari terakhirnya`
      : "";
    return `${formatGregorianSpan(day, day, "id")} (${hijri})${note}`;
  });
}

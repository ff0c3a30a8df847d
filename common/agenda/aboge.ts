// The Javanese Aboge calendar the palace keeps for some rites: pure arithmetic, no sighting. Eight
// years make a windu (Alip, Ehe, Jimawal, Je, Dal, Be, Wawu, Jimakir) of 2835 days — exactly 405
// weeks and 567 five-day market weeks — so each year of the windu begins on the same day and
// pasaran every time; "Aboge" is Alip-Rebo-Wage, the Alip year beginning on a Wednesday Wage.
// Ehe, Dal and Jimakir have 355 days (Besar of 30), the others 354; months alternate 30 and 29.
import type { HijriDate, Language } from "./hijri.ts";

const DAY_MS = 86_400_000;
const WINDU_DAYS = 2835;
const YEAR_NAMES = ["Alip", "Ehe", "Jimawal", "Je", "Dal", "Be", "Wawu", "Jimakir"] as const;
const LONG_YEARS = new Set([1, 4, 7]);
const PASARAN = ["Legi", "Pahing", "Pon", "Wage", "Kliwon"] as const;

export const JAVANESE_MONTHS = [
  "Sura",
  "Sapar",
  "Mulud",
  "Bakdamulud",
  "Jumadilawal",
  "Jumadilakir",
  "Rejeb",
  "Ruwah",
  "Pasa",
  "Sawal",
  "Sela",
  "Besar",
] as const;

/**
 * An Alip year and its first day. 1 Sura 1955 J (1443 H) fell on Wednesday 11 August 2021, a Wage
 * day; the palace held Aboge 5 Mulud on 22 September 2023 and 30 August 2025 (aboge.test.ts).
 */
const ALIP_YEAR = 1955;
const ALIP_FIRST_DAY = dayNumber("2021-08-11");
/** 17 August 1945 was Jumat Legi. */
const LEGI_DAY = dayNumber("1945-08-17");

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T12:00:00Z`) / DAY_MS);
}

function isoOfDay(day: number): string {
  return new Date(day * DAY_MS + DAY_MS / 2).toISOString().slice(0, 10);
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The year's place in its windu: "Alip" … "Jimakir". */
export function windu(year: number): (typeof YEAR_NAMES)[number] {
  return YEAR_NAMES[mod(year - ALIP_YEAR, 8)];
}

function yearLength(year: number): number {
  return LONG_YEARS.has(mod(year - ALIP_YEAR, 8)) ? 355 : 354;
}

export function daysInJavaneseMonth(year: number, month: number): 29 | 30 {
  if (month === 12) return yearLength(year) === 355 ? 30 : 29;
  return month % 2 === 1 ? 30 : 29;
}

/** The day number of 1 Sura of a year. */
function firstDayOf(year: number): number {
  const windus = Math.floor((year - ALIP_YEAR) / 8);
  let day = ALIP_FIRST_DAY + windus * WINDU_DAYS;
  for (let y = ALIP_YEAR + windus * 8; y < year; y++) day += yearLength(y);
  return day;
}

/** The Aboge date of a Gregorian `YYYY-MM-DD` (`year` is the Javanese year, 1959 J = 1447 H). */
export function toAboge(isoDate: string): HijriDate {
  const day = dayNumber(isoDate);
  let year = ALIP_YEAR + Math.floor((day - ALIP_FIRST_DAY) / WINDU_DAYS) * 8;
  while (firstDayOf(year + 1) <= day) year++;
  let left = day - firstDayOf(year);
  let month = 1;
  while (left >= daysInJavaneseMonth(year, month)) left -= daysInJavaneseMonth(year, month++);
  return { year, month, day: left + 1 };
}

/** The Gregorian day of an Aboge date; day 30 of a 29-day month is its last day (`clamped`). */
export function abogeToGregorian(date: HijriDate): { tanggal: string; clamped: boolean } {
  const days = daysInJavaneseMonth(date.year, date.month);
  let day = firstDayOf(date.year);
  for (let m = 1; m < date.month; m++) day += daysInJavaneseMonth(date.year, m);
  return { tanggal: isoOfDay(day + Math.min(date.day, days) - 1), clamped: date.day > days };
}

/** The day of the five-day market week: "Legi" … "Kliwon". */
export function pasaranOf(isoDate: string): (typeof PASARAN)[number] {
  return PASARAN[mod(dayNumber(isoDate) - LEGI_DAY, 5)];
}

export function javaneseMonthName(month: number): string {
  return JAVANESE_MONTHS[month - 1] ?? "";
}

/** "5 Mulud 1959 J" / "5 Mulud 1959 AJ" (Anno Javanico). */
export function formatJavanese(date: HijriDate, language: Language): string {
  const era = language === "id" ? "J" : "AJ";
  return `${date.day} ${javaneseMonthName(date.month)} ${date.year} ${era}`;
}

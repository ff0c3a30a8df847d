// The Islamic calendar of the palace's ceremonies, by ICU's tabular `islamic-civil` calendar (Node's
// own Intl): no dependency, and the same arithmetic every browser's Intl uses. Indonesia fixes the
// real day by sighting the moon, so a computed day is an estimate (`perkiraan`) until staff confirm
// it; for 12 Rabiulawal 1445–1447 it falls within a day of the days Indonesia kept.

export type HijriDate = { year: number; month: number; day: number };
export type Language = "id" | "en";

const DAY_MS = 86_400_000;

/** ICU's Islamic month, day and year of a Gregorian day (read at noon UTC: no zone shifts it). */
const HIJRI_PARTS = new Intl.DateTimeFormat("en-u-ca-islamic-civil-nu-latn", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

const MONTH_NAMES: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat("id-u-ca-islamic-civil", { timeZone: "UTC", month: "long" }),
  en: new Intl.DateTimeFormat("en-u-ca-islamic-civil", { timeZone: "UTC", month: "long" }),
};

function utcNoon(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Hijri date of a Gregorian `YYYY-MM-DD`. */
export function toHijri(isoDate: string): HijriDate {
  const parts = HIJRI_PARTS.formatToParts(utcNoon(isoDate));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  // ICU answers the year as "1447" with the era apart; `relatedYear` is not used by this calendar.
  return { year: value("year"), month: value("month"), day: value("day") };
}

/**
 * The tabular calendar's Julian day number of a Hijri date (the civil epoch, 16 July 622): the
 * first guess that `toGregorian` then checks against ICU.
 */
function julianDay({ year, month, day }: HijriDate): number {
  return (
    day +
    Math.ceil(29.5 * (month - 1)) +
    (year - 1) * 354 +
    Math.floor((3 + 11 * year) / 30) +
    1_948_439 -
    1
  );
}

const UNIX_EPOCH_JULIAN_DAY = 2_440_588; // 1970-01-01 at noon

/** How many days this Hijri month has in this year (29 or 30). */
export function daysInHijriMonth(year: number, month: number): 29 | 30 {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const days = julianDay({ ...next, day: 1 }) - julianDay({ year, month, day: 1 });
  return days === 30 ? 30 : 29;
}

/**
 * The Gregorian day of a Hijri date. Day 30 of a month that has 29 that year is its last day
 * (`clamped` says so, for the page to show it as such).
 */
export function toGregorian(date: HijriDate): { tanggal: string; clamped: boolean } {
  const days = daysInHijriMonth(date.year, date.month);
  const clamped = date.day > days;
  const wanted = { ...date, day: Math.min(date.day, days) };
  let guess = new Date((julianDay(wanted) - UNIX_EPOCH_JULIAN_DAY) * DAY_MS + DAY_MS / 2);
  // ICU and the arithmetic agree; should an ICU revision ever differ, step to ICU's day.
  for (let step = 0; step < 3; step++) {
    const found = toHijri(isoOf(guess));
    const diff = compare(wanted, found);
    if (diff === 0) break;
    guess = new Date(guess.getTime() + Math.sign(diff) * DAY_MS);
  }
  return { tanggal: isoOf(guess), clamped };
}

function compare(a: HijriDate, b: HijriDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The Hijri month's name: "Rabiulawal" in Indonesian, "Rabiʻ I" in English (ICU's names). */
export function hijriMonthName(month: number, language: Language): string {
  // The first day of that month in 1447 H: any year gives the same name.
  const { tanggal } = toGregorian({ year: 1447, month, day: 1 });
  return MONTH_NAMES[language].format(utcNoon(tanggal));
}

/** "12 Rabiulawal 1447 H" / "12 Rabiʻ I 1447 AH". */
export function formatHijri(date: HijriDate, language: Language): string {
  const era = language === "id" ? "H" : "AH";
  return `${date.day} ${hijriMonthName(date.month, language)} ${date.year} ${era}`;
}

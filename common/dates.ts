const MONTHS_LONG = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
/** Short Indonesian month names: "Jan" … "Des". */
export const MONTHS_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Agu",
  "Sep",
  "Okt",
  "Nov",
  "Des",
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a `YYYY-MM-DD` string names a real calendar day. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function parts(isoDate: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(isoDate.slice(0, 10));
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '21 Nov 2026' — read from the string itself, so no time zone can shift the day. */
export function formatDateShort(isoDate: string): string {
  const p = parts(isoDate);
  if (!p) return "";
  return `${p.day} ${MONTHS_SHORT[p.month - 1]} ${p.year}`;
}

/** '21 November 2026' — read from the string itself, so no time zone can shift the day. */
export function formatDateLong(isoDate: string): string {
  const p = parts(isoDate);
  if (!p) return "";
  return `${p.day} ${MONTHS_LONG[p.month - 1]} ${p.year}`;
}

/** Today's date in Asia/Jakarta as `YYYY-MM-DD`. */
export function todayInJakarta(now?: Date): string {
  // The page cache and the statistics ask on every request: format once a minute (Jakarta's
  // midnight, UTC+7, falls on a whole minute, so the answer is exact), and make no Date to ask.
  const ms = now ? now.getTime() : Date.now();
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: JAKARTA_DAY.format(now ?? ms) };
  return lastDay.day;
}

let lastDay = { minute: Number.NaN, day: "" };

/**
 * A formatter that reads moments on a clock in Asia/Jakarta. Make it once, at load: building a
 * formatter costs far more than using one, and the page cache asks for today's date on every
 * request.
 */
export function jakartaFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { timeZone: "Asia/Jakarta", ...options });
}

const DIGITS_DAY = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
const JAKARTA_DAY = jakartaFormatter("en-CA", DIGITS_DAY);
const JAKARTA_DATE_TIME = jakartaFormatter("en-CA", {
  ...DIGITS_DAY,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '21 Nov 2026, 14.05 WIB' — a moment (ISO timestamp) as read on a clock in Asia/Jakarta. */
export function formatDateTimeJakarta(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return "";
  const parts = JAKARTA_DATE_TIME.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  return `${formatDateShort(day)}, ${part("hour")}.${part("minute")} WIB`;
}

/** '26 November 2026 10.42' — a moment as read on a clock in Asia/Jakarta (the desk's messages). */
export function formatMomentJakarta(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return "";
  const parts = JAKARTA_DATE_TIME.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  return `${formatDateLong(day)} ${part("hour")}.${part("minute")}`;
}

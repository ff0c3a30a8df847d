import { MONTHS_SHORT } from "./dates.ts";

/**
 * Moments as read on a clock in WIB (Asia/Jakarta, UTC+7 all year: Indonesia keeps no daylight
 * saving), for the back office's schedule and the desk's "since" times. The fixed offset is why
 * plain arithmetic is exact here.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAYS_SHORT = ["Min", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab"];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A date (`YYYY-MM-DD`) and a time (`HH:MM`) typed in WIB as ISO 8601 with its offset
 * (`2026-11-28T19:00:00+07:00`); null when either is not a real day or time.
 */
export function wibToIso(date: string, time: string): string | null {
  const d = DATE.exec(date);
  if (!d || !TIME.test(time)) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${date}T${time}:00+07:00`;
}

/** The clock in WIB at a moment: its fields read from the moment shifted by seven hours. */
function wibClock(iso: string): Date | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  return new Date(moment.getTime() + WIB_OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, "0");

/** A moment's date and time in WIB, for a date and a time field; empty strings when unreadable. */
export function isoToWib(iso: string | null | undefined): { date: string; time: string } {
  const clock = iso ? wibClock(iso) : null;
  if (!clock) return { date: "", time: "" };
  return {
    date: `${clock.getUTCFullYear()}-${two(clock.getUTCMonth() + 1)}-${two(clock.getUTCDate())}`,
    time: `${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}`,
  };
}

/** '10.42': the time of a moment in WIB. */
export function formatWibTime(iso: string): string {
  const clock = wibClock(iso);
  return clock ? `${two(clock.getUTCHours())}.${two(clock.getUTCMinutes())}` : "";
}

/** 'Sab 28 Nov 19.00': a moment in WIB with its day of the week, as a list shows a schedule. */
export function formatWibDayTime(iso: string): string {
  const clock = wibClock(iso);
  if (!clock) return "";
  const day = DAYS_SHORT[clock.getUTCDay()];
  const month = MONTHS_SHORT[clock.getUTCMonth()];
  return `${day} ${clock.getUTCDate()} ${month} ${formatWibTime(iso)}`;
}

// Calendar days written `YYYY-MM-DD`, counted without any time zone (a day is a day).

const DAY_MS = 86_400_000;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const isoDayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `n` days after (or before, for a negative `n`) this one. */
export function addDays(isoDay: string, n: number): string {
  return isoDayOf(dayNumber(isoDay) + n);
}

/** How many days from `dari` to `sampai`, both counted: 1 for the same day, 0 or less when reversed. */
export function daysInRange(dari: string, sampai: string): number {
  return dayNumber(sampai) - dayNumber(dari) + 1;
}

/** The Monday of this day's week (weeks start on Monday, as Indonesian calendars do). */
export function mondayOf(isoDay: string): string {
  const weekday = new Date(dayNumber(isoDay) * DAY_MS).getUTCDay();
  return addDays(isoDay, -((weekday + 6) % 7));
}

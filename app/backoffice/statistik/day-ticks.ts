/** About the width of one day's label ("21 Nov") in CSS pixels, with a little air. */
const LABEL_WIDTH = 40;

/**
 * The days the chart's time axis names (seconds, one per day): every day while each label has
 * room, else every n-th day counted back from the last, so the newest day is always named. Left
 * to itself the chart puts ticks at hours too, and a week then shows each date twice.
 */
export function dayTicks(days: readonly number[], width: number): number[] {
  const room = Math.max(1, Math.floor(width / LABEL_WIDTH));
  const step = Math.ceil(days.length / room);
  return days.filter((_, i) => (days.length - 1 - i) % step === 0);
}

import { describe, expect, it } from "vitest";
import { dayTicks } from "./day-ticks.ts";

const DAY = 86_400;
const daysFrom = (count: number) =>
  Array.from({ length: count }, (_, i) => 1_763_683_200 + i * DAY);

describe("the Statistik chart's day labels", () => {
  it("names each of 7 days once, on a phone and on a desktop", () => {
    for (const width of [300, 700, 1200]) {
      const ticks = dayTicks(daysFrom(7), width);
      expect(ticks).toEqual(daysFrom(7));
    }
  });

  it("names fewer days of 90 where there is no room, each once, the last day among them", () => {
    const days = daysFrom(90);
    const ticks = dayTicks(days, 700);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(700 / 40));
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.every((t) => days.includes(t))).toBe(true);
    expect(ticks.at(-1)).toBe(days.at(-1));
  });
});

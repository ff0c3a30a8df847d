import { describe, expect, it } from "vitest";
import { addDays, daysInRange, mondayOf } from "./day-arithmetic.ts";

describe("calendar days", () => {
  it("adds days across a month, a year and a leap day", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("counts both ends of a range", () => {
    expect(daysInRange("2026-03-01", "2026-03-01")).toBe(1);
    expect(daysInRange("2026-02-01", "2026-03-02")).toBe(30);
    expect(daysInRange("2026-03-02", "2026-03-01")).toBe(0);
  });

  it("finds the Monday a week starts on, a Sunday belonging to the week before it", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
  });
});

import { describe, expect, it } from "vitest";
import { percentile } from "./latency.ts";

describe("percentile", () => {
  it("takes the nearest rank: p99 of 100 saves is the 99th slowest from the bottom", () => {
    const ms = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted on purpose
    expect(percentile(ms, 99)).toBe(99);
    expect(percentile(ms, 50)).toBe(50);
    expect(percentile(ms, 100)).toBe(100);
  });

  it("gives the slowest of few saves as their p99, and NaN for none", () => {
    expect(percentile([3, 12, 5], 99)).toBe(12);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });
});

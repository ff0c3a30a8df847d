import { describe, expect, it } from "vitest";
import {
  change,
  comparisonTable,
  type Pair,
  saveWithinBudget,
  sharedRows,
  slowerReads,
} from "./comparison.ts";

const figures = (name: string, rps: number, p99: number, cpuPerRequest: number) => ({
  name,
  rps,
  p99,
  cpuPerRequest,
});
const pair = (name: string, baselineCpu: number, currentCpu: number): Pair => ({
  name,
  baseline: figures(name, 1000, 5, baselineCpu),
  current: figures(name, 1000, 5, currentCpu),
});

describe("change", () => {
  it("gives the change from the baseline in whole percent, with its sign", () => {
    expect(change(100, 120)).toBe("+20%");
    expect(change(200, 150)).toBe("−25%");
    expect(change(80, 80)).toBe("±0%");
  });

  it("says nothing it cannot know: no baseline figure, or none now", () => {
    expect(change(0, 50)).toBe("?");
    expect(change(Number.NaN, 50)).toBe("?");
    expect(change(50, Number.NaN)).toBe("?");
  });
});

describe("sharedRows", () => {
  it("pairs the rows both releases answer, in this checkout's order, each with its own path", () => {
    const baseline = [
      { name: "/", path: "/" },
      { name: "/informasi/{slug}", path: "/informasi/lama" },
      { name: "/gone", path: "/gone" },
    ];
    const current = [
      { name: "/informasi/{slug}", path: "/informasi/baru" },
      { name: "/agenda", path: "/agenda" },
      { name: "/", path: "/" },
    ];
    expect(sharedRows(baseline, current)).toEqual([
      { baseline: baseline[1], current: current[0] },
      { baseline: baseline[0], current: current[2] },
    ]);
  });
});

describe("slowerReads", () => {
  it("names the reads that cost more CPU per request than the baseline beyond the slack", () => {
    const pairs = [pair("/", 50, 52), pair("/api/settings", 40, 44), pair("/rss.xml", 60, 30)];
    expect(slowerReads(pairs)).toEqual(["/api/settings"]); // +4 % is within 5 %, +10 % is not
    expect(slowerReads(pairs, 0)).toEqual(["/", "/api/settings"]);
  });
});

describe("saveWithinBudget", () => {
  it("holds at up to 20 % more CPU per save than the baseline, and not beyond", () => {
    expect(saveWithinBudget(pair("save", 1000, 1200))).toBe(true);
    expect(saveWithinBudget(pair("save", 1000, 1201))).toBe(false);
    expect(saveWithinBudget(pair("save", 1000, 800))).toBe(true);
  });
});

describe("comparisonTable", () => {
  it("prints each row's figures of both releases and the change of each", () => {
    const rows: Pair[] = [
      {
        name: "/api/settings",
        baseline: figures("/api/settings", 10_000, 4, 50),
        current: figures("/api/settings", 12_000, 3, 40),
      },
    ];
    const [header, sub, line] = comparisonTable("942c5cc", rows);
    expect(header).toMatch(/^row\s+req\/s\s+p99 ms\s+CPU µs/);
    expect(sub?.trim().split(/\s+/)).toEqual([
      "942c5cc",
      "now",
      "Δ",
      "942c5cc",
      "now",
      "Δ",
      "942c5cc",
      "now",
      "Δ",
    ]);
    expect(line?.trim().split(/\s+/)).toEqual([
      "/api/settings",
      "10000",
      "12000",
      "+20%",
      "4.0",
      "3.0",
      "−25%",
      "50",
      "40",
      "−20%",
    ]);
  });
});

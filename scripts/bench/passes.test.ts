import { expect, it } from "vitest";
import { combinePasses, median, type PassFigures } from "./passes.ts";

const pass = (rps: number, cpuPerRequest: number, p99: number, errors = 0): PassFigures => ({
  requests: rps * 3,
  rps,
  p50: 1,
  p99,
  errors,
  non2xx: 0,
  cpuPerRequest,
  busy: 1,
});

it("takes each figure's median over the passes: one slow pass does not decide a row", () => {
  // The second pass ran while the machine was at half speed.
  const row = combinePasses([pass(36_000, 27, 3.1), pass(18_000, 55, 9.8), pass(35_000, 28, 3.4)]);
  expect(row.rps).toBe(35_000);
  expect(row.cpuPerRequest).toBe(28);
  expect(row.p99).toBe(3.4);
});

it("adds up requests and every failed request over the passes", () => {
  const row = combinePasses([pass(100, 30, 2, 1), pass(100, 30, 2), pass(100, 30, 2, 2)]);
  expect(row.requests).toBe(900);
  expect(row.errors).toBe(3);
});

it("leaves out a pass that measured nothing, and says nothing when none did", () => {
  expect(median([30, Number.NaN, 32])).toBe(31);
  expect(median([Number.NaN])).toBeNaN();
  expect(median([4, 1, 3])).toBe(3);
});

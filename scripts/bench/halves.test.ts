import { expect, it } from "vitest";
import { joinHalves, type MeasuredHalf } from "./halves.ts";

const half = (over: Partial<MeasuredHalf>): MeasuredHalf => ({
  name: "x",
  requests: 100_000,
  rps: 20_000,
  p50: 2,
  p99: 8,
  errors: 0,
  non2xx: 0,
  cpuPerRequest: 40,
  busy: 0.8,
  ...over,
});

it("joins two halves of a row: sums, means weighted by requests, the worse p99", () => {
  const joined = joinHalves(
    "/ (counting on)",
    half({ requests: 100_000, rps: 20_000, cpuPerRequest: 40, p99: 8, non2xx: 1 }),
    half({ requests: 150_000, rps: 30_000, cpuPerRequest: 30, p99: 12, errors: 2 }),
  );
  expect(joined).toEqual({
    name: "/ (counting on)",
    requests: 250_000,
    rps: 25_000,
    p50: 2,
    p99: 12,
    errors: 2,
    non2xx: 1,
    cpuPerRequest: 34,
    busy: 0.8,
  });
});

import { expect, it } from "vitest";
import { joinSlices, type Measurement } from "./slices.ts";

const slice = (over: Partial<Measurement>): Measurement => ({
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

it("joins slices of a row: sums, means weighted by requests, the worst p99", () => {
  const joined = joinSlices("/ (counting on)", [
    slice({ requests: 100_000, rps: 20_000, cpuPerRequest: 40, p99: 8, non2xx: 1 }),
    slice({ requests: 150_000, rps: 30_000, cpuPerRequest: 30, p99: 12, errors: 2 }),
  ]);
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

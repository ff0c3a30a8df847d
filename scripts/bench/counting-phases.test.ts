import { expect, it } from "vitest";
import { medianPairRatio, type Phase, phasesIn, phaseTotals } from "./counting-phases.ts";

it("adds up each state's phases: requests per second of its own time, CPU per request", () => {
  const totals = phaseTotals([
    { counting: true, ms: 500, cpuSeconds: 0.5, requests: 15_000 },
    { counting: false, ms: 500, cpuSeconds: 0.5, requests: 16_000 },
    { counting: true, ms: 600, cpuSeconds: 0.6, requests: 18_000 },
    { counting: false, ms: 400, cpuSeconds: 0.4, requests: 14_000 },
  ]);
  expect(totals.on).toMatchObject({ phases: 2, requests: 33_000, rps: 30_000 });
  expect(totals.on.cpuPerRequest).toBeCloseTo(33.33, 2);
  expect(totals.off).toMatchObject({ phases: 2, requests: 30_000, rps: 33_333 });
  expect(totals.off.cpuPerRequest).toBeCloseTo(30, 6);
});

it("says nothing it did not measure: no phase of a state gives no rate", () => {
  const totals = phaseTotals([{ counting: true, ms: 500, cpuSeconds: 0.5, requests: 100 }]);
  expect(totals.off.rps).toBeNaN();
  expect(totals.off.cpuPerRequest).toBeNaN();
});

it("reads the phases from the server's switch lines, whatever else it logged between them", () => {
  const output = [
    '{"level":"info","menghitung":false,"dilayani":1200,"msg":"Statistik: penghitungan mati; 1200 halaman dilayani sebelumnya dalam 40000 µs, CPU 39000 µs"}',
    '{"level":"info","msg":"beban"}',
    '{"level":"info","menghitung":true,"dilayani":15000,"msg":"Statistik: penghitungan hidup; 15000 halaman dilayani sebelumnya dalam 501250 µs, CPU 498000 µs"}',
  ].join("\n");
  // The first line ends a phase with counting on; the second, the phase it was off.
  expect(phasesIn(output)).toEqual([
    { counting: true, requests: 1200, ms: 40, cpuSeconds: 0.039 },
    { counting: false, requests: 15_000, ms: 501.25, cpuSeconds: 0.498 },
  ]);
});

it("compares each phase with both neighbours and takes the median: a dip of the machine does not decide", () => {
  const phase = (counting: boolean, requests: number): Phase => ({
    counting,
    ms: 500,
    cpuSeconds: 0.5,
    requests,
  });
  const phases = [
    phase(false, 16_000),
    phase(true, 15_200), // 95 % of the one before, 95 % of the one after
    phase(false, 16_000),
    phase(true, 15_840), // 99 %, and 198 % of the dip after it
    phase(false, 8_000), // the machine slowed down for a second
    phase(true, 16_000), // 200 % of the dip, 100 %
    phase(false, 16_000),
    phase(true, 15_680), // 98 %
  ];
  // 0.95 0.95 0.99 1.98 2 1 0.98: the middle of the seven is 0.99.
  expect(medianPairRatio(phases)).toBeCloseTo(0.99, 6);
  // A drift: every phase a little faster than the one before; counting costs nothing.
  const drifting = Array.from({ length: 9 }, (_, i) => phase(i % 2 === 1, 16_000 + 200 * i));
  expect(medianPairRatio(drifting)).toBeCloseTo(1, 2);
  expect(medianPairRatio(phases.slice(0, 2))).toBeCloseTo(0.95, 6);
  expect(medianPairRatio([phase(true, 1)])).toBeNaN();
});

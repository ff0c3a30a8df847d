import { expect, it } from "vitest";
import { medianPairRatio, type Phase, phaseTotals, switchesIn } from "./counting-phases.ts";

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

it("reads the server's switch lines, whatever else it logged between them", () => {
  const output = [
    '{"level":"info","menghitung":false,"dilayani":1200,"msg":"Statistik: penghitungan mati; 1200 halaman dilayani sebelumnya"}',
    '{"level":"info","msg":"beban"}',
    '{"level":"info","menghitung":true,"dilayani":13,"msg":"Statistik: penghitungan hidup; 13 halaman dilayani sebelumnya"}',
  ].join("\n");
  expect(switchesIn(output)).toEqual([
    { counting: false, answered: 1200 },
    { counting: true, answered: 13 },
  ]);
});

it("compares neighbouring phases and takes the median: a dip of the machine does not decide", () => {
  const phase = (counting: boolean, requests: number): Phase => ({
    counting,
    ms: 500,
    cpuSeconds: 0.5,
    requests,
  });
  const phases = [
    phase(false, 16_000),
    phase(true, 15_200), // 95 %
    phase(true, 15_840),
    phase(false, 16_000), // 99 %
    phase(false, 8_000), // the machine slowed down for a second: 200 %
    phase(true, 16_000),
    phase(true, 14_400),
    phase(false, 16_000), // 90 %
    phase(false, 16_000),
    phase(true, 15_680), // 98 %
  ];
  expect(medianPairRatio(phases)).toBeCloseTo(0.98, 6);
  expect(medianPairRatio(phases.slice(0, 4))).toBeCloseTo(0.97, 6);
  expect(medianPairRatio([phase(true, 1)])).toBeNaN();
});

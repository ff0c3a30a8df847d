// What counting views costs a page (issue 22, docs/decisions/080), measured under one load: the
// bench switches the server's counting off and on every 100 ms while wrk keeps asking for
// the page, and adds up each state's phases. Drift on the machine, which moves a row by 10–40 %
// between runs of a few seconds, falls on both states alike.
import { SWITCHED } from "../../server/statistik/bench-switch.ts";
import { median } from "./passes.ts";

/** One phase of the load: counting on or off, its length, the server's CPU and pages answered. */
export type Phase = { counting: boolean; ms: number; cpuSeconds: number; requests: number };

export type StateTotals = {
  phases: number;
  requests: number;
  rps: number;
  cpuPerRequest: number;
};

/** Each state's phases added up: requests per second of its time, CPU µs per request. */
export function phaseTotals(phases: readonly Phase[]): { on: StateTotals; off: StateTotals } {
  const of = (counting: boolean): StateTotals => {
    const mine = phases.filter((p) => p.counting === counting);
    const requests = mine.reduce((sum, p) => sum + p.requests, 0);
    const ms = mine.reduce((sum, p) => sum + p.ms, 0);
    const cpu = mine.reduce((sum, p) => sum + p.cpuSeconds, 0);
    return {
      phases: mine.length,
      requests,
      rps: ms > 0 ? Math.round((requests * 1000) / ms) : Number.NaN,
      cpuPerRequest: requests > 0 ? (cpu * 1e6) / requests : Number.NaN,
    };
  };
  return { on: of(true), off: of(false) };
}

/**
 * On/off req/s of every two neighbouring phases (the first and second, the second and third, …),
 * and their median. Each phase is compared with the one before and the one after it, so a drift
 * of the machine over the load falls on both states alike; a dip (half the speed for a second or
 * two happens here) falls on a few pairs, which the median leaves aside, where it would move a
 * sum by several percent.
 */
export function medianPairRatio(phases: readonly Phase[]): number {
  const rate = (p: Phase) => p.requests / p.ms;
  const ratios: number[] = [];
  for (let i = 0; i + 1 < phases.length; i++) {
    const [a, b] = [phases[i] as Phase, phases[i + 1] as Phase];
    if (a.counting === b.counting) continue;
    const [on, off] = a.counting ? [a, b] : [b, a];
    if (rate(off) > 0) ratios.push(rate(on) / rate(off));
  }
  return median(ratios);
}

/**
 * The phases the server's switch lines describe, in order: each line ends the phase before it,
 * whose state is the one the line switches away from, with the pages, time and CPU the server
 * measured in it.
 */
export function phasesIn(output: string): Phase[] {
  return [...output.matchAll(SWITCHED)].map((m) => ({
    counting: m[1] !== "hidup",
    requests: Number(m[2]),
    ms: Number(m[3]) / 1000,
    cpuSeconds: Number(m[4]) / 1e6,
  }));
}

// Rows measured in passes (docs/decisions/012): every row, the ceilings included, once per pass,
// and each row's figures the median of its passes. A slow spell of the machine (half speed for
// a few seconds happens on this VM) then falls on one pass of a few rows, which the median leaves
// aside, instead of deciding a row measured once; and the ceilings see the same spells as the
// rows they are compared with.
import type { LoadResult } from "./load.ts";

/** One pass's figures of one row: the load, and the CPU its server spent per request. */
export type PassFigures = LoadResult & { cpuPerRequest: number; busy: number };

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A row's passes as one: the median of each rate, latency and CPU figure; requests, errors and
 * non-2xx added up, since every failed request counts.
 */
export function combinePasses(passes: readonly PassFigures[]): PassFigures {
  const of = (pick: (p: PassFigures) => number) => median(passes.map(pick));
  const sum = (pick: (p: PassFigures) => number) => passes.reduce((t, p) => t + pick(p), 0);
  return {
    requests: sum((p) => p.requests),
    rps: Math.round(of((p) => p.rps)),
    p50: of((p) => p.p50),
    p99: of((p) => p.p99),
    errors: sum((p) => p.errors),
    non2xx: sum((p) => p.non2xx),
    cpuPerRequest: of((p) => p.cpuPerRequest),
    busy: of((p) => p.busy),
  };
}

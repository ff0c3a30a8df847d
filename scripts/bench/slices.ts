// Measurements of one row on one server, taken apart in time, as one: the bench measures each row
// in slices, one per pass over all rows, so a dip of the machine falls on one slice of several
// rows rather than on the whole of one (docs/decisions/012).
import type { LoadResult } from "./load.ts";

export type Measurement = LoadResult & { name: string; cpuPerRequest: number; busy: number };

/**
 * Slices of equal length as one row: requests and errors added up, rates and busy averaged,
 * p50 and CPU per request weighted by requests, the worst p99.
 */
export function joinSlices(name: string, slices: readonly Measurement[]): Measurement {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const sum = (pick: (m: Measurement) => number) => slices.reduce((t, s) => t + pick(s), 0);
  const weighted = (pick: (m: Measurement) => number) =>
    requests === 0 ? Number.NaN : sum((s) => pick(s) * s.requests) / requests;
  return {
    name,
    requests,
    rps: Math.round(sum((s) => s.rps) / slices.length),
    p50: weighted((m) => m.p50),
    p99: Math.max(...slices.map((s) => s.p99)),
    errors: sum((s) => s.errors),
    non2xx: sum((s) => s.non2xx),
    cpuPerRequest: weighted((m) => m.cpuPerRequest),
    busy: sum((s) => s.busy) / slices.length,
  };
}

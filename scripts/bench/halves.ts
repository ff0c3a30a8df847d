// Two measurements of one row on one server, taken apart in time, as one: the bench measures
// counting off and on in the order off, on, on, off, so drift on the machine during the row
// falls on both alike (docs/decisions/080).
import type { LoadResult } from "./load.ts";

export type MeasuredHalf = LoadResult & { name: string; cpuPerRequest: number; busy: number };

/** Requests and errors added up; rates, CPU and busy weighted by requests; the worse p99. */
export function joinHalves(name: string, a: MeasuredHalf, b: MeasuredHalf): MeasuredHalf {
  const requests = a.requests + b.requests;
  const weighted = (pick: (m: MeasuredHalf) => number) =>
    requests === 0 ? Number.NaN : (pick(a) * a.requests + pick(b) * b.requests) / requests;
  return {
    name,
    requests,
    // Each half ran as long as the other, so the rate of both is their mean.
    rps: Math.round((a.rps + b.rps) / 2),
    p50: weighted((m) => m.p50),
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
    cpuPerRequest: weighted((m) => m.cpuPerRequest),
    busy: (a.busy + b.busy) / 2,
  };
}

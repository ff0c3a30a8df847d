// `--baseline`: each row of an earlier release beside this checkout's, measured in the same run,
// and the two verdicts the issues ask of it (#17: no read slower; #19: a save at most 20 % dearer).
import { formatRow } from "./load.ts";

export type Figures = { name: string; rps: number; p99: number; cpuPerRequest: number };
export type Pair<F extends Figures = Figures> = { name: string; baseline: F; current: F };

/** How much `now` differs from `before`, in whole percent ("+20%", "−5%", "±0%"); "?" without both. */
export function change(before: number, now: number): string {
  if (!(before > 0) || !Number.isFinite(now)) return "?";
  const pct = Math.round((100 * (now - before)) / before);
  if (pct === 0) return "±0%";
  return pct > 0 ? `+${pct}%` : `−${-pct}%`;
}

/** The rows both releases answer, in this checkout's order, each with the baseline's own path. */
export function sharedRows<R extends { name: string }>(
  baseline: readonly R[],
  current: readonly R[],
): Array<{ baseline: R; current: R }> {
  return current.flatMap((row) => {
    const before = baseline.find((b) => b.name === row.name);
    return before ? [{ baseline: before, current: row }] : [];
  });
}

/**
 * A read is slower when it costs more CPU per request than the baseline by more than `slack`
 * (rounding of the CPU clock and what a shared core adds): CPU per request, not requests/s, since
 * requests/s moves with whatever else the machine does.
 */
export function slowerReads(pairs: readonly Pair[], slack = 0.05): string[] {
  return pairs
    .filter((p) => p.current.cpuPerRequest > (1 + slack) * p.baseline.cpuPerRequest)
    .map((p) => p.name);
}

/** Issue 19: a save with revisions and versi costs at most 20 % more CPU than the baseline's. */
export function saveWithinBudget(pair: Pair, budget = 0.2): boolean {
  return pair.current.cpuPerRequest <= (1 + budget) * pair.baseline.cpuPerRequest;
}

/** The table: for each row req/s, p99 and CPU per request of both, and the change of each. */
export function comparisonTable(label: string, pairs: readonly Pair[]): string[] {
  const widths = [36, 9, 9, 6, 9, 9, 6, 9, 9, 6];
  const header = ["row", "req/s", "", "", "p99 ms", "", "", "CPU µs", "", ""];
  const sub = ["", label, "now", "Δ", label, "now", "Δ", label, "now", "Δ"];
  const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "?");
  const lines = [formatRow(header, widths), formatRow(sub, widths)];
  for (const { name, baseline: b, current: c } of pairs) {
    const cells = [name, b.rps, c.rps, change(b.rps, c.rps)];
    cells.push(fixed(b.p99, 1), fixed(c.p99, 1), change(b.p99, c.p99));
    cells.push(fixed(b.cpuPerRequest), fixed(c.cpuPerRequest));
    cells.push(change(b.cpuPerRequest, c.cpuPerRequest));
    lines.push(formatRow(cells, widths));
  }
  return lines;
}

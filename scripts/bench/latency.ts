// Percentiles of latencies measured in this process (the content-save loop times each save).

/** The `p`th percentile (0–100) of `ms`, nearest-rank; NaN when nothing was measured. */
export function percentile(ms: readonly number[], p: number): number {
  if (ms.length === 0) return Number.NaN;
  const sorted = [...ms].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

// When resident memory "keeps growing": minute 1 is left out (caches and the JIT fill up then);
// from minute 2 on, every minute higher than the one before, and the last more than 15% above
// minute 2. A level that climbs and then holds, or wobbles, passes.
export const MEMORY_RULE =
  "memory keeps growing when, from minute 2 on, every minute's RSS is higher than the one " +
  "before and the last is > 1.15 × minute 2's (needs ≥ 3 minutes)";

export type MemoryVerdict = "grows" | "steady" | "not judged";

export function judgeMemory(rssByMinute: number[]): MemoryVerdict {
  if (rssByMinute.length < 3 || rssByMinute.some(Number.isNaN)) return "not judged";
  const fromSecond = rssByMinute.slice(1);
  const risingEveryMinute = fromSecond.every((rss, i) => i === 0 || rss > fromSecond[i - 1]);
  const last = fromSecond[fromSecond.length - 1];
  return risingEveryMinute && last > 1.15 * fromSecond[0] ? "grows" : "steady";
}

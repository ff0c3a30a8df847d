// The CPU time a server spends, read from /proc: unlike requests/s, the CPU one request costs
// hardly moves when other work shares the machine, so it compares runs taken on different days.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export type ProcStat = { pid: number; ppid: number; ticks: number };

/**
 * One line of /proc/<pid>/stat: its pid, its parent and utime + stime + cutime + cstime
 * (fields 14–17, in clock ticks; a process's own fields add up all its threads). The command
 * name in parentheses may hold spaces and parentheses, so fields are counted after the last ")".
 */
export function parseProcStat(line: string): ProcStat {
  const close = line.lastIndexOf(")");
  const pid = Number.parseInt(line, 10);
  const rest = line.slice(close + 2).split(" "); // rest[0] is field 3 (state)
  const field = (n: number) => Number(rest[n - 3]);
  const ticks = field(14) + field(15) + field(16) + field(17);
  if (close < 0 || !Number.isInteger(pid) || !Number.isFinite(ticks)) {
    throw new Error(`not a /proc/<pid>/stat line: ${line}`);
  }
  return { pid, ppid: field(4), ticks };
}

/** The clock ticks of `root` and every process below it (nginx's workers under its master). */
export function treeTicks(stats: ProcStat[], root: number): number {
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const queue = stats.filter((s) => s.pid === root);
  for (let s = queue.shift(); s; s = queue.shift()) {
    ticks += s.ticks;
    queue.push(...(children.get(s.pid) ?? []));
  }
  return ticks;
}

/** The direct children of `parent` (a cluster's workers under its primary), by pid. */
export function childrenOf(stats: ProcStat[], parent: number): number[] {
  return stats
    .filter((s) => s.ppid === parent)
    .map((s) => s.pid)
    .sort((a, b) => a - b);
}

/** The processes `pid` has started, now; [] where /proc is not there. */
export function childPids(pid: number): number[] {
  try {
    return childrenOf(allProcStats(), pid);
  } catch {
    return [];
  }
}

function allProcStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {
      // gone since the listing
    }
  }
  return stats;
}

let clockTicks: number | undefined;
function ticksPerSecond(): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  return clockTicks;
}

/** CPU seconds `pid` and its descendants have used so far; NaN where /proc is not there. */
export function cpuSeconds(pid: number): number {
  try {
    return treeTicks(allProcStats(), pid) / ticksPerSecond();
  } catch {
    return Number.NaN;
  }
}

/** µs of CPU per request between two readings of `cpuSeconds`; NaN when nothing was answered. */
export function cpuMicrosPerRequest(before: number, after: number, requests: number): number {
  if (!(requests > 0) || !(after >= before)) return Number.NaN;
  return ((after - before) * 1e6) / requests;
}

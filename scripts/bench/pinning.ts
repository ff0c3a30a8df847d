// Which cores the load generator and the servers run on: apart, so the generator never takes
// the server's core (and the other way round). With one core there is nothing to pin.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export const TASKSET = "/usr/bin/taskset";

export type Pinning = { generator: number[]; server: number[] };

/** "0-2,5" (as in /proc/<pid>/status's Cpus_allowed_list) → [0, 1, 2, 5]. */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(",").filter(Boolean)) {
    const [from, to = from] = part.split("-").map(Number) as [number, number?];
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) {
      throw new Error(`not a CPU list: ${list}`);
    }
    for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/** The generator on the last core, the servers on all the others; null with fewer than 2. */
export function planPinning(cpus: number[]): Pinning | null {
  if (cpus.length < 2) return null;
  return { generator: cpus.slice(-1), server: cpus.slice(0, -1) };
}

/** The cores this process may run on, or [] where /proc or taskset is missing. */
export function allowedCpus(): number[] {
  if (!existsSync(TASKSET)) return [];
  try {
    const status = readFileSync("/proc/self/status", "utf8");
    return parseCpuList(/^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? "");
  } catch {
    return [];
  }
}

export const cpuList = (cpus: number[]) => cpus.join(",");

/** `command args` run on `cpus` (through taskset, which execs it: the pid stays the command's). */
export function pinnedCommand(cpus: number[] | undefined, command: string, args: string[]) {
  return cpus ? [TASKSET, "-c", cpuList(cpus), command, ...args] : [command, ...args];
}

/** Moves a running process, every thread of it, onto `cpus`; threads it starts later follow. */
export function pinProcess(pid: number, cpus: number[]): void {
  execFileSync(TASKSET, ["-a", "-p", "-c", cpuList(cpus), String(pid)], { stdio: "ignore" });
}

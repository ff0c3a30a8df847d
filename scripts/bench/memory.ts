import { readFileSync } from "node:fs";

/** Resident memory (VmRSS) of a process in MB, from /proc; NaN where /proc is not there. */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

export const mb = (n: number, digits = 0) => (Number.isNaN(n) ? "?" : n.toFixed(digits));

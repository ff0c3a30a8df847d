import { readFileSync } from "node:fs";

/** A field of `/proc/<pid>/<file>` in MB (given there in kB); NaN where it cannot be read. */
function procKbField(pid: number, file: string, field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, "utf8");
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(text)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory (VmRSS) of a process in MB, from /proc; NaN where /proc is not there. */
export const residentMb = (pid: number) => procKbField(pid, "status", "VmRSS");

/**
 * Proportional resident memory (Pss) of a process in MB: each page shared with other processes
 * (the `node` binary's code, mapped by every process of the server) counted as its share. Summed
 * over the server's processes, it is what they hold together; a sum of RSS counts every shared
 * page once per process.
 */
export const proportionalMb = (pid: number) => procKbField(pid, "smaps_rollup", "Pss");

export const mb = (n: number, digits = 0) => (Number.isNaN(n) ? "?" : n.toFixed(digits));

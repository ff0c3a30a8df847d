import { describe, expect, it } from "vitest";
import { childrenOf, cpuMicrosPerRequest, cpuSeconds, parseProcStat, treeTicks } from "./cpu.ts";

// /proc/<pid>/stat of an nginx worker (fields 14–17: utime 1234, stime 567, cutime 8, cstime 2).
const WORKER =
  "4242 (nginx) S 4241 4241 4241 0 -1 4194624 120 0 0 0 1234 567 8 2 20 0 1 0 5000 12345678 " +
  "900 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0";

describe("parseProcStat", () => {
  it("reads the pid, the parent and utime + stime + cutime + cstime", () => {
    expect(parseProcStat(WORKER)).toEqual({ pid: 4242, ppid: 4241, ticks: 1234 + 567 + 8 + 2 });
  });

  it("counts fields after the last ')' when the command name holds spaces and parentheses", () => {
    const odd = WORKER.replace("(nginx)", "(node (x) y)");
    expect(parseProcStat(odd)).toEqual({ pid: 4242, ppid: 4241, ticks: 1811 });
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => parseProcStat("garbage")).toThrow(/not a \/proc/);
  });
});

describe("treeTicks", () => {
  it("adds a process and everything below it (nginx's master and worker), nothing else", () => {
    const stats = [
      { pid: 10, ppid: 1, ticks: 5 }, // nginx master
      { pid: 11, ppid: 10, ticks: 300 }, // its worker
      { pid: 12, ppid: 11, ticks: 7 }, // a grandchild
      { pid: 20, ppid: 1, ticks: 999 }, // the load generator, beside it
    ];
    expect(treeTicks(stats, 10)).toBe(312);
    expect(treeTicks(stats, 11)).toBe(307);
  });

  it("is 0 for a process that is gone", () => {
    expect(treeTicks([{ pid: 10, ppid: 1, ticks: 5 }], 99)).toBe(0);
  });
});

describe("cpuMicrosPerRequest", () => {
  it("divides the CPU seconds spent between two readings by the requests answered", () => {
    // 1.5 s of CPU for 30,000 requests: 50 µs each.
    expect(cpuMicrosPerRequest(10, 11.5, 30_000)).toBeCloseTo(50);
  });

  it("is NaN (printed '?') when nothing was answered or /proc could not be read", () => {
    expect(cpuMicrosPerRequest(10, 11, 0)).toBeNaN();
    expect(cpuMicrosPerRequest(Number.NaN, 11, 100)).toBeNaN();
    expect(cpuMicrosPerRequest(10, 9, 100)).toBeNaN(); // a counter cannot go back
  });
});

describe("cpuSeconds", () => {
  it("reads from /proc the CPU this very process burns, as Node itself counts it", () => {
    const before = cpuSeconds(process.pid);
    const usageBefore = process.cpuUsage();
    while (process.cpuUsage(usageBefore).user < 200_000) {
      // burn 0.2 s of CPU
    }
    const spent = process.cpuUsage(usageBefore);
    const read = cpuSeconds(process.pid) - before;
    // Within a few clock ticks (10 ms each at the usual 100 Hz) of Node's own count.
    expect(read).toBeGreaterThan((spent.user + spent.system) / 1e6 - 0.05);
    expect(read).toBeLessThan((spent.user + spent.system) / 1e6 + 0.05);
  });
});

describe("childrenOf", () => {
  it("lists a primary's workers, not their children nor the processes beside it", () => {
    const stats = [
      { pid: 30, ppid: 1, ticks: 0 }, // the cluster's primary
      { pid: 32, ppid: 30, ticks: 0 },
      { pid: 31, ppid: 30, ticks: 0 },
      { pid: 40, ppid: 31, ticks: 0 }, // something a worker started
      { pid: 50, ppid: 1, ticks: 0 },
    ];
    expect(childrenOf(stats, 30)).toEqual([31, 32]);
    expect(childrenOf(stats, 50)).toEqual([]);
  });
});

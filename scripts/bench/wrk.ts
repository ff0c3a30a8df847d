// wrk (Debian's package `wrk`), the load generator of `npm run bench`: written in C, one thread
// on one core drives far more requests than the servers measured here can answer, which a
// JavaScript generator on the same machine cannot (docs/decisions/012-honest-bench.md).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { LoadOptions, LoadResult } from "./load.ts";
import { pinnedCommand } from "./pinning.ts";

export const WRK_BINARY = process.env.WRK_BIN ?? "/usr/bin/wrk";
export const wrkInstalled = () => existsSync(WRK_BINARY);

const MARKER = "BENCH-RESULT ";

/**
 * Client addresses the load comes from, one after the other (`X-Forwarded-For`, believed by a
 * server started with `TRUST_PROXY=loopback`): with one address the statistics would count 60
 * views a minute (decision 111) and the rows would measure the path of views not counted. 65,536
 * addresses in turn stay under that cap up to 65,536 requests a second.
 */
export const CLIENT_ADDRESSES = 65_536;

/**
 * The Lua script wrk runs: the method and headers to send, each request from the next of
 * CLIENT_ADDRESSES client addresses (10.0.0.0 on), and a `done` hook printing JSON.
 */
export function wrkScript(method: "GET" | "POST", headers: Record<string, string>): string {
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  }
  lines.push(
    "local client = 0",
    "request = function()",
    `  client = (client + 1) % ${CLIENT_ADDRESSES}`,
    '  wrk.headers["x-forwarded-for"] = "10.0." .. math.floor(client / 256) .. "." .. (client % 256)',
    "  return wrk.format()",
    "end",
  );
  // Latency in µs. `status` counts answers outside 2xx/3xx; the rest are socket errors.
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    "  io.write(string.format(",
    `    '${MARKER}{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx3xx":%d,"socketErrors":%d}\\n',`,
    "    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),",
    "    e.status, e.connect + e.read + e.write + e.timeout))",
    "end",
  );
  return `${lines.join("\n")}\n`;
}

type WrkReport = {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  non2xx3xx: number;
  socketErrors: number;
};

/** Reads the `done` hook's line from wrk's output; throws when wrk printed none (it failed). */
export function parseWrkReport(stdout: string): LoadResult {
  const line = stdout
    .split("\n")
    .reverse()
    .find((l) => l.startsWith(MARKER));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const r = JSON.parse(line.slice(MARKER.length)) as WrkReport;
  if (!(r.durationUs > 0)) throw new Error(`wrk ran for no time:\n${stdout}`);
  return {
    requests: r.requests,
    rps: Math.round(r.requests / (r.durationUs / 1e6)),
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.socketErrors,
    non2xx: r.non2xx3xx,
  };
}

/** One wrk run (one thread, on `cpus` when given) against `url`. */
export async function runWrk(
  url: string,
  options: LoadOptions & { cpus?: number[] },
): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), "keraton-bench-wrk-"));
  try {
    const script = join(dir, "bench.lua");
    writeFileSync(script, wrkScript(options.method ?? "GET", options.headers ?? {}));
    const args = [
      "-t1",
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      "--timeout",
      "10s",
      "--latency",
      "-s",
      script,
      url,
    ];
    const [command, ...rest] = pinnedCommand(options.cpus, WRK_BINARY, args);
    const { stdout } = await promisify(execFile)(command as string, rest, {
      maxBuffer: 1024 * 1024,
    });
    return parseWrkReport(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

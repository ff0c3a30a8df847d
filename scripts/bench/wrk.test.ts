import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { parseWrkReport, runWrk, wrkScript } from "./wrk.ts";

// What wrk 4.1 prints with --latency and the bench's Lua script (a run against this machine).
const OUTPUT = `Running 3s test @ http://127.0.0.1:18777/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.61ms    6.31ms  45.36ms   92.22%
    Req/Sec    15.74k     7.54k   25.76k    60.00%
  Latency Distribution
     50%  373.00us
     75%    1.66ms
     90%    5.82ms
     99%   35.14ms
  47070 requests in 3.00s, 5.58MB read
  Non-2xx or 3xx responses: 12
Requests/sec:  15629.64
Transfer/sec:      1.85MB
BENCH-RESULT {"requests":47070,"durationUs":3011586,"p50Us":373,"p99Us":35139,"non2xx3xx":12,"socketErrors":3}
`;

describe("parseWrkReport", () => {
  it("takes requests, req/s over wrk's own duration, p50/p99 in ms and both kinds of error", () => {
    expect(parseWrkReport(OUTPUT)).toEqual({
      requests: 47070,
      rps: 15630, // 47,070 in 3.011586 s
      p50: 0.373,
      p99: 35.139,
      errors: 3,
      non2xx: 12,
    });
  });

  it("refuses output without the script's line (wrk failed, e.g. could not connect)", () => {
    expect(() => parseWrkReport("unable to connect to 127.0.0.1:1 Connection refused\n")).toThrow(
      /wrk printed no result/,
    );
  });

  it("refuses a run of no time rather than dividing by zero", () => {
    const none = OUTPUT.replace('"durationUs":3011586', '"durationUs":0');
    expect(() => parseWrkReport(none)).toThrow(/no time/);
  });
});

describe("wrkScript", () => {
  it("sends the method and a browser's accept-encoding, and prints the line the parser reads", () => {
    const script = wrkScript("POST", { "accept-encoding": "gzip, br" });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.headers["accept-encoding"] = "gzip, br"');
    expect(script).toMatch(/^done = function\(summary, latency, requests\)$/m);
    expect(script).toContain("BENCH-RESULT {");
    expect(script).toContain("latency:percentile(99)");
  });
});

describe("runWrk", () => {
  // wrk is one of the Debian packages scripts/test.sh installs.
  it("sends each request from another client address, in turn", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(String(req.headers["x-forwarded-for"]));
      res.end("ok");
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const { port } = server.address() as { port: number };
    try {
      const result = await runWrk(`http://127.0.0.1:${port}/`, { connections: 1, seconds: 1 });
      expect(result.requests).toBeGreaterThan(300);
    } finally {
      await new Promise((done) => server.close(done));
    }
    const first = seen.slice(0, 300);
    for (const address of first) expect(address).toMatch(/^10\.0\.\d{1,3}\.\d{1,3}$/);
    expect(new Set(first).size).toBe(300);
  });
});

import type { IncomingMessage } from "node:http";
import { afterEach, expect, it } from "vitest";
import { createLogger } from "../log/logger.ts";
import { SWITCHED, switchedBySignal } from "./bench-switch.ts";

afterEach(() => {
  process.removeAllListeners("SIGUSR2");
});

it("counts until SIGUSR2 turns it off, and again after the next one, saying so and how many pages it answered each time", () => {
  let written = "";
  const log = createLogger({ json: true, destination: { write: (l: string) => (written += l) } });
  const counted: string[] = [];
  const counterFor = switchedBySignal(
    (path) => ({ served: (_req, status) => counted.push(`${path} ${status}`) }),
    log,
  );
  const req = {} as IncomingMessage;
  const [a, b, c] = ["/a", "/b", "/c"].map((path) => counterFor(path, path));
  a?.served(req, 200);
  a?.served(req, 304);
  process.emit("SIGUSR2");
  b?.served(req, 200);
  process.emit("SIGUSR2");
  c?.served(req, 200);
  expect(counted).toEqual(["/a 200", "/a 304", "/c 200"]);
  const lines = written
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l).msg);
  expect(lines).toEqual([
    expect.stringMatching(
      /^Statistik: penghitungan mati; 2 halaman dilayani sebelumnya dalam \d+ µs, CPU \d+ µs$/,
    ),
    expect.stringMatching(
      /^Statistik: penghitungan hidup; 1 halaman dilayani sebelumnya dalam \d+ µs, CPU \d+ µs$/,
    ),
  ]);
  // What the bench reads of them: the phase's time and CPU as this process measured them.
  const read = [...written.matchAll(SWITCHED)];
  expect(read.map((m) => [m[1], m[2]])).toEqual([
    ["mati", "2"],
    ["hidup", "1"],
  ]);
  for (const m of read) {
    expect(Number(m[3])).toBeGreaterThan(0);
    expect(Number(m[4])).toBeGreaterThanOrEqual(0);
  }
});

it("measures each phase on its own clock and CPU: a busy phase shows its time and CPU", () => {
  let written = "";
  const log = createLogger({ json: true, destination: { write: (l: string) => (written += l) } });
  switchedBySignal(() => undefined, log);
  process.emit("SIGUSR2");
  // Busy until this process has used 30 ms of CPU and 30 ms have passed: on a busy machine the
  // two part ways, and the test must not depend on getting the processor to itself.
  const started = { at: performance.now(), cpu: process.cpuUsage() };
  const cpuSpent = () => {
    const { user, system } = process.cpuUsage(started.cpu);
    return (user + system) / 1000;
  };
  while (performance.now() - started.at < 30 || cpuSpent() < 30) {}
  process.emit("SIGUSR2");
  const [, busy] = [...written.matchAll(SWITCHED)];
  expect(Number(busy?.[3])).toBeGreaterThanOrEqual(30_000);
  expect(Number(busy?.[4])).toBeGreaterThanOrEqual(30_000);
});

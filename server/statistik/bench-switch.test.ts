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
  const served = switchedBySignal((path) => counted.push(path), log);
  const req = {} as IncomingMessage;
  served("/a", req, 200);
  served("/a", req, 304);
  process.emit("SIGUSR2");
  served("/b", req, 200);
  process.emit("SIGUSR2");
  served("/c", req, 200);
  expect(counted).toEqual(["/a", "/a", "/c"]);
  const lines = written
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l).msg);
  expect(lines).toEqual([
    "Statistik: penghitungan mati; 2 halaman dilayani sebelumnya",
    "Statistik: penghitungan hidup; 1 halaman dilayani sebelumnya",
  ]);
  // What the bench reads of them.
  expect([...written.matchAll(SWITCHED)].map((m) => [m[1], m[2]])).toEqual([
    ["mati", "2"],
    ["hidup", "1"],
  ]);
});

import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { PageCache, preparePage } from "../pages/page-cache.ts";
import { startLoadReport } from "./load-report.ts";
import { createLogger } from "./logger.ts";

it("says how long the event loop was held up and how many renders ran, then starts over", async () => {
  let written = "";
  const log = createLogger({
    json: true,
    destination: { write: (line: string) => (written += line) },
  });
  const stop = startLoadReport(log, { worker: 2 }, 200);
  try {
    const cache = new PageCache();
    for (const key of ["/", "/agenda"]) {
      await cache.getOrRender(
        key,
        1,
        () => 1,
        () => preparePage(200, [], `<p>${key}</p>`),
        () => true,
      );
    }
    // Work that holds the loop for 60 ms, as a long render would.
    const until = performance.now() + 60;
    while (performance.now() < until) {}
    await sleep(700);
  } finally {
    stop();
  }
  const lines = written
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  expect(lines.length).toBeGreaterThanOrEqual(3);
  for (const line of lines) expect(line).toMatchObject({ msg: "beban", worker: 2 });
  // The hold-up and the renders show in the minute they happened in (a line may fall between).
  expect(lines.reduce((sum, line) => sum + line.renders, 0)).toBe(2);
  expect(Math.max(...lines.map((line) => line.eventLoopMaxMs))).toBeGreaterThanOrEqual(50);
  // The last, quiet, period starts from nothing.
  expect(lines.at(-1)).toMatchObject({ renders: 0, renderMs: 0 });
});

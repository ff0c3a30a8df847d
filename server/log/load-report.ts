import { createHistogram } from "node:perf_hooks";
import type { Logger } from "./logger.ts";

/** How often a server process says how loaded it was. */
export const LOAD_REPORT_EVERY_MS = 60_000;

/** Renders of cached answers since the last report: how many, and their time from start to end. */
class RenderTally {
  count = 0;
  totalMs = 0;
  maxMs = 0;

  add(ms: number): void {
    this.count++;
    this.totalMs += ms;
    if (ms > this.maxMs) this.maxMs = ms;
  }

  take() {
    const taken = {
      renders: this.count,
      renderMs: round(this.totalMs),
      renderMaxMs: round(this.maxMs),
    };
    this.count = 0;
    this.totalMs = 0;
    this.maxMs = 0;
    return taken;
  }
}

/** Every render of a page, calendar file or API read the caches keep (page-cache.ts adds to it). */
export const renders = new RenderTally();

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Once a minute, one "beban" line per server process: how long the event loop was held up
 * (p50, p99, max: a visitor's answer waits that long behind other work) and how many renders ran
 * and for how long. It says where visitors' waiting goes under load (`npm run soak` prints it).
 */
export function startLoadReport(
  log: Logger,
  fields: Record<string, unknown> = {},
  everyMs = LOAD_REPORT_EVERY_MS,
) {
  const delay = eventLoopDelay();
  const timer = setInterval(() => {
    const held = delay.take();
    log.info({ ...fields, ...held, ...renders.take() }, "beban");
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.stop();
  };
}

const SAMPLE_EVERY_MS = 10;

/**
 * How late a timer due every 10 ms fires: the time the loop was held by other work. Node's own
 * monitorEventLoopDelay forgets a hold-up that straddles a reset; this sampler carries it over.
 */
function eventLoopDelay() {
  let histogram = createHistogram();
  let last = performance.now();
  const sampler = setInterval(() => {
    const now = performance.now();
    histogram.record(Math.max(1, Math.round((now - last - SAMPLE_EVERY_MS) * 1e3)));
    last = now;
  }, SAMPLE_EVERY_MS);
  sampler.unref();
  const ms = (us: number) => round(us / 1e3);
  return {
    take() {
      const taken = {
        eventLoopP50Ms: ms(histogram.percentile(50)),
        eventLoopP99Ms: ms(histogram.percentile(99)),
        eventLoopMaxMs: ms(histogram.max),
      };
      histogram = createHistogram();
      return taken;
    },
    stop: () => clearInterval(sampler),
  };
}

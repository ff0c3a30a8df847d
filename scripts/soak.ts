// `npm run soak -- --minutes N`: the production server (demo content, SQLite; `--postgres` for a
// throwaway PostgreSQL) under a mixed load for N minutes: visitors reading pages and counting views,
// staff saving texts and pictures every few seconds, a trickle of refused attacks. One line per
// minute; exits 1 on any unexpected answer or on resident memory that keeps growing.
// Needs `npm run build` first.
//   npm run soak -- --minutes 10 [--visitors 30] [--postgres]
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { startPostgresCluster } from "../tests/support/postgres-cluster.ts";
import { startServer } from "../tests/support/server-process.ts";
import { formatRow } from "./bench/load.ts";
import { mb, residentMb } from "./bench/memory.ts";
import { attacks, runAttacks } from "./soak/attacks.ts";
import { loadLines } from "./soak/load-lines.ts";
import { judgeMemory, MEMORY_RULE } from "./soak/memory-rule.ts";
import { visitorReads } from "./soak/reads.ts";
import { runStaff, signInStaff } from "./soak/staff.ts";
import { MinuteTallies, Tally } from "./soak/tally.ts";
import { runVisitors } from "./soak/visitors.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "1" },
    visitors: { type: "string", default: "30" },
    postgres: { type: "boolean", default: false },
  },
});
const MINUTES = Number(values.minutes);
const VISITORS = Number(values.visitors);
const EDITORS = 2;
const ATTACK_EVERY_MS = 2_000;
if (!(MINUTES >= 1 && VISITORS >= 1)) {
  console.error("Usage: npm run soak -- --minutes N [--visitors N] [--postgres]");
  process.exit(2);
}

const logFile = join(
  tmpdir(),
  `keraton-soak-${new Date().toISOString().replace(/[:.]/g, "-")}.log`,
);
const postgres = values.postgres ? await startPostgresCluster() : undefined;
const server = await startServer({
  seed: "demo",
  logFile,
  env: postgres ? { DATABASE_URL: postgres.url } : {},
});
console.log(
  `Soak: ${MINUTES} min against the production server (${postgres ? "PostgreSQL" : "SQLite"}, demo ` +
    `content): ${VISITORS} visitors, 1 admin + ${EDITORS} editors saving every 2–5 s, ` +
    `one attack every ${ATTACK_EVERY_MS / 1000} s.\nServer output: ${logFile}\n`,
);

const total = new Tally();
const rssByMinute: number[] = [];
let serverExit: number | null = null;
try {
  const base = server.url;
  const staff = await signInStaff(base, EDITORS);
  const reads = await visitorReads(base);
  const tallies = new MinuteTallies();
  const stop = new AbortController();
  const loops = Promise.all([
    runVisitors(base, reads, VISITORS, tallies, stop.signal),
    runStaff(base, staff, tallies, stop.signal),
    runAttacks(attacks(base, staff[0].token), ATTACK_EVERY_MS, tallies, stop.signal),
  ]).catch((err: Error) => tallies.current.record("load script", false, err.message));

  const widths = [7, 9, 7, 8, 7];
  console.log(formatRow(["minute", "requests", "errors", "p99 ms", "RSS MB"], widths));
  const started = performance.now();
  for (let minute = 1; minute <= MINUTES; minute++) {
    await sleep(Math.max(0, started + minute * 60_000 - performance.now()));
    const t = tallies.take();
    const rss = residentMb(server.pid);
    rssByMinute.push(rss);
    total.add(t);
    const p99 = t.p99();
    console.log(
      formatRow(
        [minute, t.requests, t.errors, Number.isNaN(p99) ? "-" : p99.toFixed(1), mb(rss)],
        widths,
      ),
    );
    for (const [kind, n] of t.errorKinds) console.log(`        ${n} × ${kind}`);
  }
  stop.abort();
  await loops;
  total.add(tallies.take()); // answers that came in while the loops wound down
} finally {
  serverExit = await server.stop();
  await postgres?.stop();
}

const memory = judgeMemory(rssByMinute);
console.log(`\nSummary over ${MINUTES} min: ${total.requests} requests, ${total.errors} errors`);
for (const [label, n] of [...total.counts].sort())
  console.log(`  ${String(n).padStart(8)}  ${label}`);
for (const [kind, n] of total.errorKinds) console.log(`  error: ${n} × ${kind}`);
// Where visitors' waiting went: the server's own minute lines (server/log/load-report.ts).
const load = loadLines(readFileSync(logFile, "utf8"));
if (load.length) {
  const w = [7, 8, 8, 8, 8, 9, 9];
  console.log(
    "\nServer, minute by minute (its own clock): event loop held up, and renders of cached answers",
  );
  console.log(
    formatRow(["minute", "p50 ms", "p99 ms", "max ms", "renders", "total ms", "max ms"], w),
  );
  for (const [i, l] of load.entries()) {
    const cells = [i + 1, l.eventLoopP50Ms, l.eventLoopP99Ms, l.eventLoopMaxMs, l.renders];
    console.log(formatRow([...cells, l.renderMs, l.renderMaxMs], w));
  }
}
console.log(
  `Memory: ${rssByMinute.map((rss) => mb(rss)).join(" → ")} MB: ${memory} (${MEMORY_RULE})`,
);
console.log(`Server stopped with exit code ${serverExit}; its output: ${logFile}`);
const failed = total.errors > 0 || memory === "grows" || serverExit !== 0;
console.log(failed ? "SOAK FAILED" : "Soak passed");
process.exit(failed ? 1 : 0);

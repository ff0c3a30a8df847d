// `npm run bench`: one table of every public page, every public API read, increment-view and an
// editor's content save on the production server (SQLite, demo content), with one worker and then
// with all workers (`WORKERS`, one per core), below two ceilings measured in the same run with the
// same generator: nginx serving the home page's gzip bytes from a file, and Node's own `http`
// writing them from memory. Then memory per worker, the issues' targets, the bytes each page ships
// and the freshness check. Needs `npm run build` first, and wrk (`apt-get install wrk`). Prints
// figures; never fails on them. See docs/decisions/012-honest-bench.md and 023 for the method.
//   npm run bench [-- --connections 10 --seconds 3 --passes 3 --workers 4]   BENCH_SECONDS=3 by
//   default (per row and pass, after a 1 s warm-up); --seconds wins over BENCH_SECONDS; --passes:
//   every row (the ceilings too) is measured once per pass, its figures the passes' median
//   (passes.ts); --workers: the "all" run's count; --counting-seconds 40: each page's load in the
//   counting part.
//   --rows <piece>: only the rows whose name holds it (repeat, or comma-separate, for several).
//   --baseline <rev> (e.g. 942c5cc): also builds that release in a temporary git worktree, starts
//   its server as its own test support does, and measures each page and API read both answer and
//   the content save on both servers, one worker each, row by row (the baseline, then this
//   checkout), printing both with the change in %. The worktree is removed at the end.
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { collectionTiled } from "../tests/support/collection-tiled.ts";
import { NGINX_BINARY } from "../tests/support/nginx-process.ts";
import { type RunningServer, startServer } from "../tests/support/server-process.ts";
import {
  type Baseline,
  type BaselineServer,
  commitOf,
  type LaunchOptions,
  launchServer,
  prepareBaseline,
} from "./bench/baseline.ts";
import { BUDGETS, budgetHeader, budgetLine } from "./bench/budgets.ts";
import {
  comparisonTable,
  type Pair,
  saveWithinBudget,
  sharedRows,
  slowerReads,
} from "./bench/comparison.ts";
import { measureSaves, saveSession } from "./bench/content-save.ts";
import {
  medianPairRatio,
  phasesIn,
  phaseTotals,
  type StateTotals,
} from "./bench/counting-phases.ts";
import { childPids, cpuMicrosPerRequest, cpuSeconds } from "./bench/cpu.ts";
import { checkFreshness } from "./bench/freshness.ts";
import { loadGenerator } from "./bench/generator.ts";
import { formatRow, type LoadResult } from "./bench/load.ts";
import { mb, proportionalMb, residentMb } from "./bench/memory.ts";
import { gzipBytesOf, nginxInstalled, startNginxCeiling } from "./bench/nginx-ceiling.ts";
import { startNodeCeiling } from "./bench/node-ceiling.ts";
import { pageWeight, withinBudget } from "./bench/page-weight.ts";
import { combinePasses, type PassFigures } from "./bench/passes.ts";
import { allowedCpus, cpuList, pinProcess, planPinning } from "./bench/pinning.ts";
import { ceilingRatio, share } from "./bench/ratio.ts";
import { type BenchRow, benchRows, SAVE_ROW, selectRows } from "./bench/rows.ts";

/**
 * The release issue 33's budgets are measured beside (`--previous`; `--previous none` leaves it
 * out): the last commit before that work. Move it on with each release.
 */
const PREVIOUS_RELEASE = "c94bfb9";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    seconds: { type: "string" },
    workers: { type: "string" },
    rows: { type: "string", multiple: true },
    baseline: { type: "string" },
    previous: { type: "string", default: PREVIOUS_RELEASE },
    "budgets-only": { type: "boolean", default: false },
    passes: { type: "string", default: "3" },
    "counting-seconds": { type: "string", default: "40" },
  },
});
/** `--rows`: pieces of row names; only the rows holding one are measured (all when none). */
const ROWS = (values.rows ?? []).flatMap((r) => r.split(",")).filter(Boolean);
const measuresSave = selectRows([SAVE_ROW], ROWS).length > 0;
const PREVIOUS = values.previous === "none" ? undefined : values.previous;
for (const [option, rev] of [
  ["--baseline", values.baseline],
  ["--previous", PREVIOUS],
] as const) {
  if (!rev) continue;
  try {
    commitOf(rev);
  } catch {
    console.error(`${option} ${rev}: no such commit in this repository.`);
    process.exit(2);
  }
}
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 3);
/** Each row is measured once per pass, the ceilings too; its figures are the passes' median. */
const PASSES = Math.max(1, Number(values.passes));
/** One load per page row in the counting part, switched every PHASE_MS. */
const COUNTING_SECONDS = Number(values["counting-seconds"]);
/**
 * How long counting stays on, or off, before the bench switches it (docs/decisions/080): short
 * enough that the machine barely changes between neighbouring phases (switching every 100 ms with
 * a counter that returned at once in both states measured 99.8–100.2 %), long enough for
 * thousands of pages.
 */
const PHASE_MS = 100;

/** The "all workers" run: as many as `npm start` starts here by default, one per core. */
const ALL_WORKERS = Number(values.workers ?? availableParallelism());
// A browser's headers: the server answers brotli where it can, as it would to a visitor, and
// counts each page in its statistics (a request without a browser's user agent is not counted).
const HEADERS = {
  "accept-encoding": "gzip, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  referer: "https://www.google.com/",
};

/**
 * Every server the bench starts believes the generator's X-Forwarded-For (wrk.ts sends each
 * request from another client address), so its statistics count views as a visitor's would.
 */
const SERVER_ENV = { TRUST_PROXY: "loopback" };

const pinning = planPinning(allowedCpus());
const generator = loadGenerator(pinning);

/** One measured row: the load figures, and the CPU the serving process (tree) spent on them. */
type Measured = LoadResult & { name: string; cpuPerRequest: number; busy: number };
type AppRow = BenchRow & Measured & { rssMb: number };
type CountingRow = {
  name: string;
  on: StateTotals;
  off: StateTotals;
  /** Median on/off req/s of neighbouring phases (counting-phases.ts). */
  median: number;
  errors: number;
  non2xx: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureRow(
  name: string,
  url: string,
  pid: number,
  method?: "GET" | "POST",
  seconds = SECONDS,
  warmUp = true,
): Promise<Measured> {
  // A write is JSON, as the visitor's browser sends it (the API refuses anything else).
  const headers = method === "POST" ? { ...HEADERS, "content-type": "application/json" } : HEADERS;
  const options = { connections: CONNECTIONS, method, headers };
  const load = (s: number) => generator.measure(url, { ...options, seconds: s });
  return measureLoad(name, pid, load, seconds, warmUp);
}

/**
 * The content-save row on the server at `base`: one save at a time from this process, which
 * moves to the generator's core for it (it is the generator here).
 */
async function measureSaveRow(name: string, base: string, pid: number): Promise<Measured> {
  if (pinning) pinProcess(process.pid, pinning.generator);
  const session = await saveSession(base);
  return measureLoad(name, pid, (seconds) => measureSaves(session, seconds));
}

/** Runs `load` for 1 s (warm-up: JIT, caches, connections) unless told not to, then measured for `seconds`. */
async function measureLoad(
  name: string,
  pid: number,
  load: (seconds: number) => Promise<LoadResult>,
  seconds = SECONDS,
  warmUp = true,
): Promise<Measured> {
  process.stderr.write(`  measuring ${name}\n`);
  if (warmUp) await load(1);
  const cpuBefore = cpuSeconds(pid);
  const start = performance.now();
  const r = await load(seconds);
  const cpuAfter = cpuSeconds(pid);
  const wall = (performance.now() - start) / 1000;
  return {
    name,
    ...r,
    cpuPerRequest: cpuMicrosPerRequest(cpuBefore, cpuAfter, r.requests),
    busy: (cpuAfter - cpuBefore) / wall,
  };
}

/** The server's processes: itself, or a cluster's primary and its workers. */
const processesOf = (server: RunningServer) => [server.pid, ...childPids(server.pid)];
const treeRssMb = (server: RunningServer) =>
  processesOf(server).reduce((sum, pid) => sum + residentMb(pid), 0);

/** Resident memory of each process of the server, in MB: the primary (if any) and each worker. */
type Memory = { pid: number; mb: number }[];
const memoryOf = (server: RunningServer): Memory =>
  processesOf(server).map((pid) => ({ pid, mb: residentMb(pid) }));

type Run = { workers: number; rows: AppRow[]; afterStart: Memory; afterLoad: Memory };

/** Something the bench loads: a row of the server, or a ceiling. */
type Target = { name: string; url: string; pid: number; method?: "GET" | "POST" };

/**
 * Every target once per pass, in order, and each target's figures the median of its passes
 * (passes.ts); `sample` is read after each target's last pass (the server's memory then).
 */
async function measurePasses(
  targets: Target[],
  sample: () => number,
): Promise<Array<Measured & { sampled: number }>> {
  const figures: PassFigures[][] = targets.map(() => []);
  const sampled: number[] = [];
  for (let pass = 1; pass <= PASSES; pass++) {
    process.stderr.write(`  pass ${pass} of ${PASSES}\n`);
    for (const [i, t] of targets.entries()) {
      figures[i]?.push(await measureRow(t.name, t.url, t.pid, t.method));
      if (pass === PASSES) sampled[i] = sample();
    }
  }
  return targets.map((t, i) => ({
    name: t.name,
    ...combinePasses(figures[i] ?? []),
    sampled: sampled[i] ?? Number.NaN,
  }));
}

/** Servers measured in the same passes as the rows (the ceilings), stopped after them. */
type Alongside = { targets: Target[]; stop: () => Promise<void> };

/**
 * Starts the server with `workers` workers on the server's cores and measures every row in
 * passes, with the targets `alongside` gives (the ceilings) in each pass before the rows.
 */
async function measureServer(
  workers: number,
  rows: BenchRow[] | undefined,
  around: {
    before?: (server: RunningServer, rows: BenchRow[]) => Promise<void>;
    alongside?: () => Promise<Alongside>;
    /** After the rows: an edit there would rename the article the rows ask for. */
    after?: (server: RunningServer) => Promise<void>;
  } = {},
): Promise<Run & { benchRows: BenchRow[]; alongside: Measured[] }> {
  const server = await startServer({
    seed: "demo",
    env: { ...SERVER_ENV, WORKERS: String(workers) },
    readyWithinMs: 180_000,
  });
  try {
    await collectionTiled(server.url);
    const base = server.url;
    if (pinning) for (const pid of processesOf(server)) pinProcess(pid, pinning.server);
    const afterStart = memoryOf(server);
    const list = rows ?? selectRows(await benchRows(base), ROWS);
    await around.before?.(server, list);
    // The first row would otherwise also pay for compiling the whole request path, and `/` is
    // the row the targets compare with.
    await generator.measure(`${base}/`, { connections: CONNECTIONS, seconds: 3, headers: HEADERS });
    const extra = (await around.alongside?.()) ?? { targets: [], stop: async () => {} };
    let passed: Array<Measured & { sampled: number }>;
    try {
      const mine = list.map((row) => ({
        name: row.name,
        url: `${base}${row.path}`,
        pid: server.pid,
        method: row.method,
      }));
      passed = await measurePasses([...extra.targets, ...mine], () => treeRssMb(server));
    } finally {
      await extra.stop();
    }
    const alongside = passed.slice(0, extra.targets.length);
    const measured: AppRow[] = list.map((row, i) => {
      const { sampled, ...figures } = passed[extra.targets.length + i] as Measured & {
        sampled: number;
      };
      return { ...row, ...figures, rssMb: sampled };
    });
    // Last: the saves add words to the article the rows above read.
    if (measuresSave) {
      const r = await measureSaveRow(SAVE_ROW.name, base, server.pid);
      measured.push({ ...SAVE_ROW, ...r, rssMb: treeRssMb(server) });
    }
    const afterLoad = memoryOf(server);
    await around.after?.(server);
    return { workers, rows: measured, afterStart, afterLoad, benchRows: list, alongside };
  } finally {
    await server.stop();
  }
}

const serverCores = pinning?.server ?? allowedCpus();
console.log(
  `\nLoad: ${generator.describe}; ${CONNECTIONS} connections, accept-encoding "gzip, br", ` +
    `${SECONDS} s per row after 1 s warm-up, in ${PASSES} passes over every row and both ` +
    "ceilings; each figure the median of a row's passes (SQLite, demo content).",
);
console.log(
  pinning
    ? `Pinned: the load generator on core ${cpuList(pinning.generator)}; the server (every ` +
        `worker), nginx and the Node ceiling on core ${cpuList(pinning.server)}.`
    : "Not pinned: fewer than 2 cores (or no taskset), so generator and server share them.",
);
if (ALL_WORKERS > Math.max(1, serverCores.length)) {
  console.log(
    `This machine gives the server ${serverCores.length || "?"} core(s) (the generator has its ` +
      `own): the ${ALL_WORKERS} workers of the "all workers" run share ` +
      `${serverCores.length === 1 ? "it" : "them"}, so that run shows what the cluster costs ` +
      "here, not what it gains. With a core per worker plus one for the generator it would gain.",
  );
}

let homeGzip: { body: Buffer; contentType: string } | undefined;
const pageSizes: string[] = [];
let freshness = "";
const before = async (server: RunningServer, rows: BenchRow[]) => {
  const base = server.url;
  homeGzip = await gzipBytesOf(`${base}/`);
  const ceilingRows = nginxInstalled() ? 2 : 1;
  const total = PASSES * (2 * rows.length + ceilingRows) + (measuresSave ? 2 : 0);
  process.stderr.write(`Measuring ${total} rows, about ${total * (SECONDS + 1)} s:\n`);
  const w = [24, 14, 14, 14, 8, 8];
  pageSizes.push(formatRow(["page", "HTML", "JS", "CSS", "scripts", "budget"], w));
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const row of rows.filter((r) => r.kind === "page" && !r.path.endsWith(".xml"))) {
    const s = await pageWeight(base, row.path);
    pageSizes.push(
      formatRow(
        [
          row.name,
          `${kb(s.html.raw)}/${kb(s.html.gzip)}`,
          `${kb(s.js.raw)}/${kb(s.js.gzip)}`,
          `${kb(s.css.raw)}/${kb(s.css.gzip)}`,
          s.scripts,
          withinBudget(s) ? "ok" : "OVER",
        ],
        w,
      ),
    );
  }
};
/** The ceilings, up beside the one-worker server and measured in each of its passes. */
const ceilingServers = async (): Promise<Alongside> => {
  if (!homeGzip) throw new Error("the home page's bytes are read before the ceilings start");
  const { body, contentType } = homeGzip;
  const homeKb = (body.length / 1024).toFixed(1);
  const started: Array<{ stop: () => Promise<void> }> = [];
  const targets: Target[] = [];
  try {
    if (nginxInstalled()) {
      const nginx = await startNginxCeiling(body, contentType, pinning?.server);
      started.push(nginx);
      targets.push({
        name: `nginx: / as a .gz file (${homeKb} KB)`,
        url: nginx.url,
        pid: nginx.pid,
      });
    }
    const node = await startNodeCeiling(body, contentType, pinning?.server);
    started.push(node);
    targets.push({ name: `node:http: / from memory (${homeKb} KB)`, url: node.url, pid: node.pid });
  } catch (err) {
    await Promise.all(started.map((s) => s.stop()));
    throw err;
  }
  return { targets, stop: async () => void (await Promise.all(started.map((s) => s.stop()))) };
};
/** One server of the budgets' part: its processes' memory read from /proc. */
type TreeMemory = { rss: number; pss: number; primaryRss: number; primaryPss: number };
function treeMemory(pid: number): TreeMemory {
  const pids = [pid, ...childPids(pid)];
  const sum = (read: (pid: number) => number) => pids.reduce((n, p) => n + read(p), 0);
  const several = pids.length > 1;
  return {
    rss: sum(residentMb),
    pss: sum(proportionalMb),
    primaryRss: several ? residentMb(pid) : Number.NaN,
    primaryPss: several ? proportionalMb(pid) : Number.NaN,
  };
}

type ReleaseFigures = {
  afterStart: TreeMemory[];
  afterLoad: TreeMemory[];
  firstStartS: number[];
  restartS: number[];
  fastPathShare: number[];
  workerRss: number[];
  workerPss: number[];
};
const noFigures = (): ReleaseFigures => ({
  afterStart: [],
  afterLoad: [],
  firstStartS: [],
  restartS: [],
  fastPathShare: [],
  workerRss: [],
  workerPss: [],
});

/**
 * Issue 33's budgets, for this checkout and the previous release (built in a temporary worktree,
 * each started by its own test support through baseline-launcher.ts), taking turns: the previous
 * release, then now, twice. Each turn: a fresh start with the demo content and WORKERS as
 * `npm start` has it here (its pictures drawn), its memory a second after its first page, every
 * page and API read for a second each, its memory again, then a restart on the same data. Then
 * the like-for-like fast path: nginx (one worker), each release with one process, all on the
 * server's core, `/` measured in turns, three rounds.
 */
async function measureBudgets(previous: Baseline | undefined) {
  const here = process.cwd();
  const releases: Array<{ label: string; launch: (o: LaunchOptions) => Promise<BaselineServer> }> =
    [
      ...(previous ? [{ label: previous.commit, launch: previous.launch }] : []),
      { label: "now", launch: (options: LaunchOptions) => launchServer(here, options) },
    ];
  const figures = new Map(releases.map((r) => [r.label, noFigures()]));
  // Servers start as `npm start` would, on every core (this process may be on the generator's).
  pinProcess(process.pid, allowedCpus());
  const defaultEnv = { ...SERVER_ENV, WORKERS: String(availableParallelism()) };
  for (let round = 1; round <= 2; round++) {
    for (const release of releases) {
      process.stderr.write(`  budgets: ${release.label}, round ${round}\n`);
      const mine = figures.get(release.label) ?? noFigures();
      const fresh = await release.launch({ env: defaultEnv, firstStart: true, keepData: true });
      try {
        mine.firstStartS.push(fresh.firstPageMs / 1000);
        await sleep(1000);
        mine.afterStart.push(treeMemory(fresh.pid));
        for (const worker of childPids(fresh.pid)) {
          mine.workerRss.push(residentMb(worker));
          mine.workerPss.push(proportionalMb(worker));
        }
        const rows = (await benchRows(fresh.url)).filter((r) => r.kind !== "save");
        for (const row of rows) {
          const headers =
            row.method === "POST" ? { ...HEADERS, "content-type": "application/json" } : HEADERS;
          await generator.measure(`${fresh.url}${row.path}`, {
            connections: CONNECTIONS,
            seconds: 1,
            method: row.method,
            headers,
          });
        }
        mine.afterLoad.push(treeMemory(fresh.pid));
      } finally {
        await fresh.stop();
      }
      const again = await release.launch({ env: defaultEnv, dataDir: fresh.dataDir });
      mine.restartS.push(again.firstPageMs / 1000);
      await again.stop();
    }
  }
  // Like for like: one process of each release and one nginx worker on the server's core.
  const started: Array<{ stop: () => Promise<unknown> }> = [];
  try {
    const servers: Array<{ label: string; server: BaselineServer }> = [];
    for (const release of releases) {
      const server = await release.launch({ env: { ...SERVER_ENV, WORKERS: "1" } });
      started.push(server);
      await collectionTiled(server.url);
      servers.push({ label: release.label, server });
    }
    const now = servers.at(-1)?.server;
    if (now && nginxInstalled()) {
      const { body, contentType } = await gzipBytesOf(`${now.url}/`);
      const nginx = await startNginxCeiling(body, contentType, pinning?.server);
      started.push(nginx);
      for (const { server } of servers) {
        if (pinning) pinProcess(server.pid, pinning.server);
        const options = { connections: CONNECTIONS, seconds: 3, headers: HEADERS };
        await generator.measure(`${server.url}/`, options);
      }
      for (let round = 1; round <= 3; round++) {
        const ceiling = await measureRow(`nginx / (round ${round})`, nginx.url, nginx.pid);
        for (const { label, server } of servers) {
          const row = await measureRow(`${label} / (round ${round})`, `${server.url}/`, server.pid);
          figures.get(label)?.fastPathShare.push((100 * row.rps) / ceiling.rps);
        }
      }
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
  return { labels: releases.map((r) => r.label), figures };
}

function budgetLines(measured: Awaited<ReturnType<typeof measureBudgets>>): string[] {
  const { labels, figures } = measured;
  const previousLabel = labels.length > 1 ? labels[0] : undefined;
  const prev = (previousLabel && figures.get(previousLabel)) || noFigures();
  const now = figures.get("now") ?? noFigures();
  const pssNotes = (list: TreeMemory[], key: "pss" | "primaryPss") =>
    list.map((m) => ` (PSS ${mb(m[key])})`);
  const lines = [
    `\nBudgets (issue 33), this checkout${previousLabel ? ` and the previous release (${previousLabel})` : ""}, same run, taking turns; each figure of each turn, in order:`,
    budgetHeader(previousLabel),
  ];
  const memoryLine = (
    budget: (typeof BUDGETS)[keyof typeof BUDGETS],
    key: "afterStart" | "afterLoad",
    rss: "rss" | "primaryRss",
    pss: "pss" | "primaryPss",
  ) =>
    budgetLine(
      budget,
      prev[key].map((m) => m[rss]),
      now[key].map((m) => m[rss]),
      { previous: pssNotes(prev[key], pss), now: pssNotes(now[key], pss) },
    );
  lines.push(memoryLine(BUDGETS.memoryAfterStart, "afterStart", "rss", "pss"));
  lines.push(memoryLine(BUDGETS.memoryAfterLoad, "afterLoad", "rss", "pss"));
  lines.push(memoryLine(BUDGETS.primary, "afterStart", "primaryRss", "primaryPss"));
  lines.push(budgetLine(BUDGETS.firstStart, prev.firstStartS, now.firstStartS));
  lines.push(budgetLine(BUDGETS.restart, prev.restartS, now.restartS));
  lines.push(budgetLine(BUDGETS.fastPath, prev.fastPathShare, now.fastPathShare));
  const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  lines.push(
    `  Default server: WORKERS=${availableParallelism()} (one per core). Each worker after start: ` +
      `RSS ${mb(average(now.workerRss))} MB, PSS ${mb(average(now.workerPss))} MB (now); ` +
      (previousLabel
        ? `RSS ${mb(average(prev.workerRss))} MB, PSS ${mb(average(prev.workerPss))} MB (${previousLabel}). `
        : "") +
      "PSS counts pages shared between the processes (the node binary's code) once, in shares: " +
      "summed, it is what the server holds together; a sum of RSS counts them once per process.",
  );
  lines.push(
    "  The servers are started as `npm start` starts them (its flags and environment), without " +
      "npm itself; the first-page times run from starting the server's process to its home " +
      "page's first 200 (a fresh start draws the demo pictures).",
  );
  return lines;
}

let budgetsPrinted: string[] = [];
{
  process.stderr.write(
    PREVIOUS ? `Budgets beside ${PREVIOUS}: building it\n` : "Budgets (no previous release)\n",
  );
  const previous = PREVIOUS ? await prepareBaseline(PREVIOUS) : undefined;
  try {
    budgetsPrinted = budgetLines(await measureBudgets(previous));
  } finally {
    previous?.remove();
  }
  // Printed at once: a later part that fails leaves these figures.
  for (const l of budgetsPrinted) console.log(l);
  if (values["budgets-only"]) process.exit(0);
}

const one = await measureServer(1, undefined, {
  before,
  alongside: ceilingServers,
  after: async (server) => {
    freshness = await checkFreshness(server.url);
  },
});
const ceilings: Measured[] = one.alongside;
const nginxRow = nginxInstalled() ? ceilings[0] : undefined;
const nginxRps = nginxRow?.rps;
const nginxCpu = nginxRow?.cpuPerRequest;
// The same rows (slugs of the same demo content) against all workers.
const all = await measureServer(ALL_WORKERS, one.benchRows);
const counting = await countingCost(one.benchRows);
// A failed comparison (the release would not build or start) leaves the run's other figures.
let comparisonFailed = "";
const compared = values.baseline
  ? await compareWithBaseline(values.baseline).catch((err: unknown) => {
      const cause = err instanceof Error && err.cause ? ` (${String(err.cause)})` : "";
      comparisonFailed = `${err instanceof Error ? err.message : String(err)}${cause}`;
      return undefined;
    })
  : undefined;

/**
 * What counting views costs a page (issue 22, docs/decisions/080): each page row on one server
 * (one worker) whose counting the bench switches with a signal (STATISTIK_SAKLAR=1, a switch only
 * the bench uses). One load per row of COUNTING_SECONDS, switched every PHASE_MS; the server says
 * at each switch how many pages it answered since the one before, over what time and with what
 * CPU, on its own clock. Each state's phases are added up: both see the same machine, a tenth of
 * a second apart.
 */
async function countingCost(rows: BenchRow[]): Promise<CountingRow[]> {
  const pageRows = rows.filter((r) => r.kind === "page" && !r.path.endsWith(".xml"));
  if (pageRows.length === 0) return []; // every page left out by --rows
  // This process switches every phase: on the generator's core, not the server's.
  if (pinning) pinProcess(process.pid, pinning.generator);
  const server = await startServer({
    seed: "demo",
    env: { ...SERVER_ENV, WORKERS: "1", STATISTIK_SAKLAR: "1" },
    readyWithinMs: 180_000,
  });
  await collectionTiled(server.url);
  let switches = 0;
  /** Switches counting (SIGUSR2). Nothing is read back during the load: no work on its cores. */
  const flip = () => {
    process.kill(server.pid, "SIGUSR2");
    switches++;
  };
  /** Every phase so far, once the server has described all of them. */
  const phasesSoFar = async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const said = phasesIn(server.output());
      if (said.length >= switches) return said;
      if (Date.now() > deadline) throw new Error("the server did not switch counting");
      await sleep(20);
    }
  };
  const measured: CountingRow[] = [];
  try {
    if (pinning) pinProcess(server.pid, pinning.server);
    const options = { connections: CONNECTIONS, headers: HEADERS };
    await generator.measure(`${server.url}/`, { ...options, seconds: 3 });
    const seconds = COUNTING_SECONDS;
    for (const row of pageRows) {
      process.stderr.write(`  measuring ${row.name} (counting on and off)\n`);
      const url = `${server.url}${row.path}`;
      await generator.measure(url, { ...options, seconds: 1 });
      const started = performance.now();
      const load = generator.measure(url, { ...options, seconds });
      // The first second opens the load's connections: not a phase.
      await sleep(1000);
      flip();
      const firstPhase = switches; // phases after this switch are this row's
      let at = performance.now();
      while (performance.now() - started < (seconds - 1) * 1000) {
        await sleep(Math.max(0, PHASE_MS - (performance.now() - at)));
        at = performance.now();
        flip();
      }
      const result = await load;
      const phases = (await phasesSoFar()).slice(firstPhase);
      measured.push({
        name: row.name,
        ...phaseTotals(phases),
        median: medianPairRatio(phases),
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
  } finally {
    await server.stop();
  }
  return measured;
}

/**
 * `--baseline REV`: REV's server (built in a temporary worktree, started by its own test support)
 * and this checkout's, one worker each, both up at once; each page and API read both answer and
 * the content save measured row by row, REV first, so drift on the machine hits both alike.
 */
async function compareWithBaseline(rev: string) {
  const baseline = await prepareBaseline(rev);
  const interrupted = () => {
    baseline.remove();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const servers: Array<{ stop: () => Promise<unknown> }> = [];
  try {
    const before = await baseline.start({ ...SERVER_ENV });
    servers.push(before);
    const now = await startServer({
      seed: "demo",
      env: { ...SERVER_ENV, WORKERS: "1" },
      readyWithinMs: 180_000,
    });
    servers.push(now);
    for (const server of [before, now]) await collectionTiled(server.url);
    for (const server of [before, now]) {
      if (pinning) pinProcess(server.pid, pinning.server);
      const options = { connections: CONNECTIONS, seconds: 3, headers: HEADERS };
      await generator.measure(`${server.url}/`, options);
    }
    const isRead = (r: BenchRow) => r.kind === "page" || r.kind === "api";
    const rowsOf = async (base: string) => selectRows(await benchRows(base), ROWS).filter(isRead);
    const label = baseline.commit;
    const reads: Pair<Measured>[] = [];
    for (const row of sharedRows(await rowsOf(before.url), await rowsOf(now.url))) {
      const b = row.baseline;
      const c = row.current;
      const then = await measureRow(`${b.name} (${label})`, `${before.url}${b.path}`, before.pid);
      const current = await measureRow(`${c.name} (now)`, `${now.url}${c.path}`, now.pid);
      reads.push({ name: c.name, baseline: then, current });
    }
    let save: Pair<Measured> | undefined;
    if (measuresSave) {
      const then = await measureSaveRow(`${SAVE_ROW.name} (${label})`, before.url, before.pid);
      const current = await measureSaveRow(`${SAVE_ROW.name} (now)`, now.url, now.pid);
      save = { name: SAVE_ROW.name, baseline: then, current };
    }
    return { rev, label, reads, save };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    baseline.remove();
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
  }
}

const runs = [one, all];
const ratio = ceilingRatio(
  nginxRps,
  [...ceilings, ...one.rows, ...all.rows].map((m) => m.rps),
);
const header = ["row", "req/s", "p50 ms", "p99 ms", "errors", "CPU µs/req", "CPU %"];
const widths = [44, 8, 7, 7, 7, 11, 6];
if (ratio.show) {
  header.push("vs nginx");
  widths.push(9);
}
header.push("RSS MB");
widths.push(7);
const ms = (n: number) => n.toFixed(1);
const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "?");
const line = (m: Measured & { rssMb?: number }) => {
  const cells = [m.name, m.rps, ms(m.p50), ms(m.p99), m.errors + m.non2xx];
  cells.push(fixed(m.cpuPerRequest), fixed(100 * m.busy));
  // A save is not a read: a share of nginx serving a file says nothing about it.
  if (ratio.show) cells.push("kind" in m && m.kind === "save" ? "" : share(m.rps, ratio));
  cells.push(m.rssMb === undefined ? "" : mb(m.rssMb));
  return formatRow(cells, widths);
};
console.log(`\n${formatRow(header, widths)}`);
for (const m of ceilings) console.log(line(m));
for (const run of runs) {
  console.log(
    `— ${run.workers === 1 ? "one worker (WORKERS=1)" : `all workers (WORKERS=${run.workers})`} —`,
  );
  for (const m of run.rows) console.log(line(m));
}
if (!nginxInstalled()) console.log(`(no nginx row: ${NGINX_BINARY} is not installed)`);
if (!ratio.show) console.log(`No "vs nginx" column: ${ratio.why}.`);
console.log(
  "CPU µs/req: CPU time (user + system, /proc) of the serving processes (every worker) per " +
    "answered request; CPU %: of one core, over the row; RSS: all the server's processes.",
);

console.log("\nResident memory (MB) after start → after the last row:");
for (const run of runs) {
  const [first, ...rest] = run.afterStart;
  const workers = run.workers === 1 ? [first] : rest;
  const after = (pid: number) => run.afterLoad.find((p) => p.pid === pid)?.mb ?? Number.NaN;
  const parts = workers.map(
    (p, i) => `worker ${i + 1}: ${mb(p?.mb ?? Number.NaN)} → ${mb(after(p?.pid ?? 0))}`,
  );
  if (run.workers > 1 && first) parts.unshift(`primary: ${mb(first.mb)} → ${mb(after(first.pid))}`);
  const sum = (list: Memory) => list.reduce((total, p) => total + p.mb, 0);
  console.log(
    `  ${run.workers} worker(s): ${parts.join("; ")}; sum ${mb(sum(run.afterStart))} → ` +
      `${mb(sum(run.afterLoad))}`,
  );
}

const rowsOne = one.rows;
const homeRow = rowsOne.find((m) => m.path === "/");
const view = rowsOne.find((m) => m.kind === "view");
const slowApi = rowsOne.filter(
  (m) => m.kind === "api" && (m.rps < 0.8 * (homeRow?.rps ?? 0) || m.p99 >= 15),
);
const failed = [...runs.flatMap((run) => run.rows), ...counting].filter(
  (m) => m.errors + m.non2xx > 0,
);
const verdict = (ok: boolean) => (ok ? "ok" : "NOT MET");
const pct = (n: number) => `${Math.round(100 * n)}%`;
const workerMb = (run: Run, list: Memory) => (run.workers === 1 ? list : list.slice(1));
const maxWorkerMb = (key: "afterStart" | "afterLoad") =>
  Math.max(...runs.flatMap((run) => workerMb(run, run[key]).map((p) => p.mb)));
console.log("\nTargets (issue 11, one worker):");
if (homeRow && view) {
  console.log(
    `  increment-view ≥ 50% of /: ${pct(view.rps / homeRow.rps)} — ${verdict(view.rps >= 0.5 * homeRow.rps)}`,
  );
  console.log(
    `  every API read ≥ 80% of / and p99 < 15 ms: ${verdict(slowApi.length === 0)}` +
      (slowApi.length ? ` (${slowApi.map((m) => m.name).join(", ")})` : ""),
  );
} else {
  console.log(
    "  (the rows / and increment-view, which these compare with, were left out by --rows)",
  );
}
const startMax = maxWorkerMb("afterStart");
const loadMax = maxWorkerMb("afterLoad");
console.log(
  `  RSS per worker after start ≤ 200 MB: ${mb(startMax, 1)} MB — ${verdict(startMax <= 200)}`,
);
console.log(
  `  RSS per worker after the run ≤ 250 MB: ${mb(loadMax, 1)} MB — ${verdict(loadMax <= 250)}`,
);
console.log(
  `  no errors: ${verdict(failed.length === 0)}` +
    (failed.length ? ` (${failed.map((m) => m.name).join(", ")})` : ""),
);
console.log("Targets (issue 23, one worker, every page and API read):");
const reads = rowsOne.filter((m) => m.kind === "page" || m.kind === "api");
const fastEnough = (m: AppRow) =>
  (nginxRps !== undefined && ratio.show && m.rps >= 0.5 * nginxRps) ||
  (nginxCpu !== undefined && m.cpuPerRequest <= 2.5 * nginxCpu);
const slow = reads.filter((m) => !fastEnough(m));
console.log(
  `  ≥ 50% of nginx's req/s or CPU per request ≤ 2.5× nginx's (${fixed(nginxCpu ?? Number.NaN)} µs): ` +
    `${verdict(nginxCpu !== undefined && slow.length === 0)}` +
    (slow.length ? ` (${slow.map((m) => m.name).join(", ")})` : ""),
);
const slowP99 = reads.filter((m) => m.p99 >= 10);
console.log(
  `  p99 < 10 ms at ${CONNECTIONS} connections: ${verdict(slowP99.length === 0)}` +
    (slowP99.length ? ` (${slowP99.map((m) => m.name).join(", ")})` : ""),
);

console.log(
  "\nCounting views (issue 22): each page row on one server under one load of " +
    `${COUNTING_SECONDS} s, its counting switched on and off every ${PHASE_MS} ms; each state's ` +
    "phases added up (pages, time and CPU as the server measured each phase); median: of on/off " +
    "req/s of every two neighbouring phases",
);
const cw = [24, 10, 10, 8, 8, 11, 11, 8];
const countingHeader = ["page", "on req/s", "off req/s", "on/off", "median", "on CPU µs"];
console.log(formatRow([...countingHeader, "off CPU µs", "phases"], cw));
for (const c of counting) {
  const cells = [c.name, c.on.rps, c.off.rps, pct(c.on.rps / c.off.rps), pct(c.median)];
  const cpu = [c.on.cpuPerRequest.toFixed(1), c.off.cpuPerRequest.toFixed(1)];
  console.log(formatRow([...cells, ...cpu, `${c.on.phases}+${c.off.phases}`], cw));
}
const costly = counting.filter((c) => !(c.median >= 0.95));
console.log(
  `  each page counting on ≥ 95% of its req/s counting off (median of neighbouring phases): ${verdict(costly.length === 0)}` +
    (costly.length ? ` (${costly.map((c) => c.name).join(", ")})` : ""),
);

console.log("\nPublic pages: bytes shipped (KB raw/gzip; gzip computed with zlib)");
for (const row of pageSizes) console.log(row);

console.log(`\nFreshness after an edit: ${freshness}`);

if (comparisonFailed) console.log(`\nNo comparison with ${values.baseline}: ${comparisonFailed}`);
if (compared) {
  const { rev, label, reads, save } = compared;
  console.log(
    `\nCompared with ${rev} (${label}), same run: its own build and server start, one worker ` +
      "each, the same generator, pinning and connections, row by row (it first, then now):",
  );
  for (const l of comparisonTable(label, save ? [...reads, save] : reads)) console.log(l);
  const slower = slowerReads(reads);
  if (reads.length) {
    console.log(
      `  no page or API read costs more CPU per request than ${label} (> 5 %): ` +
        `${verdict(slower.length === 0)}` +
        (slower.length ? ` (${slower.join(", ")})` : ""),
    );
  }
  if (save) {
    console.log(
      `  a content save costs at most 20 % more CPU than ${label}'s: ` +
        `${verdict(saveWithinBudget(save))}`,
    );
  }
  const refused = [...reads, ...(save ? [save] : [])].flatMap((p) => [p.baseline, p.current]);
  const failedHere = refused.filter((m) => m.errors + m.non2xx > 0);
  if (failedHere.length) console.log(`  ERRORS in: ${failedHere.map((m) => m.name).join(", ")}`);
}

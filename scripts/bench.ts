// `npm run bench`: one table of every public page, every public API read and increment-view on
// the production server (SQLite, demo content), below two ceilings measured in the same run with
// the same generator: nginx serving the home page's gzip bytes from a file, and Node's own `http`
// writing them from memory. Then the targets, the bytes each page ships and the freshness
// check. Needs `npm run build` first, and wrk (`apt-get install wrk`). Prints figures; never fails
// on them. See docs/decisions/012-honest-bench.md for the method.
//   npm run bench [-- --connections 10 --seconds 3]   BENCH_SECONDS=5 by default (per row, after
//   a 1 s warm-up); --seconds wins over BENCH_SECONDS.
import { parseArgs } from "node:util";
import { NGINX_BINARY } from "../tests/support/nginx-process.ts";
import { startServer } from "../tests/support/server-process.ts";
import { cpuMicrosPerRequest, cpuSeconds } from "./bench/cpu.ts";
import { checkFreshness } from "./bench/freshness.ts";
import { loadGenerator } from "./bench/generator.ts";
import { formatRow, type LoadResult } from "./bench/load.ts";
import { mb, residentMb } from "./bench/memory.ts";
import { gzipBytesOf, nginxInstalled, startNginxCeiling } from "./bench/nginx-ceiling.ts";
import { startNodeCeiling } from "./bench/node-ceiling.ts";
import { pageWeight, withinBudget } from "./bench/page-weight.ts";
import { allowedCpus, cpuList, pinProcess, planPinning } from "./bench/pinning.ts";
import { ceilingRatio, share } from "./bench/ratio.ts";
import { type BenchRow, benchRows } from "./bench/rows.ts";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "50" }, seconds: { type: "string" } },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 5);
// A browser's headers: the server answers brotli where it can, as it would to a visitor, and
// counts each page in its statistics (a request without a browser's user agent is not counted).
const HEADERS = {
  "accept-encoding": "gzip, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  referer: "https://www.google.com/",
};

const pinning = planPinning(allowedCpus());
const generator = loadGenerator(pinning);

/** One measured row: the load figures, and the CPU the serving process (tree) spent on them. */
type Measured = LoadResult & { name: string; cpuPerRequest: number; busy: number };
type AppRow = BenchRow & Measured & { rssMb: number };

async function measureRow(
  name: string,
  url: string,
  pid: number,
  method?: "GET" | "POST",
): Promise<Measured> {
  process.stderr.write(`  measuring ${name}\n`);
  // A write is JSON, as the visitor's browser sends it (the API refuses anything else).
  const headers = method === "POST" ? { ...HEADERS, "content-type": "application/json" } : HEADERS;
  const options = { connections: CONNECTIONS, method, headers };
  await generator.measure(url, { ...options, seconds: 1 }); // warm-up: JIT, caches, connections
  const cpuBefore = cpuSeconds(pid);
  const start = performance.now();
  const r = await generator.measure(url, { ...options, seconds: SECONDS });
  const cpuAfter = cpuSeconds(pid);
  const wall = (performance.now() - start) / 1000;
  return {
    name,
    ...r,
    cpuPerRequest: cpuMicrosPerRequest(cpuBefore, cpuAfter, r.requests),
    busy: (cpuAfter - cpuBefore) / wall,
  };
}

const server = await startServer({ seed: "demo" });
try {
  const base = server.url;
  if (pinning) pinProcess(server.pid, pinning.server);
  const rssStart = residentMb(server.pid);
  const rows = await benchRows(base);
  const home = await gzipBytesOf(`${base}/`);
  const homeKb = (home.body.length / 1024).toFixed(1);

  console.log(
    `\nLoad: ${generator.describe}; ${CONNECTIONS} connections, accept-encoding "gzip, br", ` +
      `${SECONDS} s per row after 1 s warm-up (SQLite, demo content).`,
  );
  console.log(
    pinning
      ? `Pinned: the load generator on core ${cpuList(pinning.generator)}; the server, nginx ` +
          `and the Node ceiling on core ${cpuList(pinning.server)}.`
      : "Not pinned: fewer than 2 cores (or no taskset), so generator and server share them.",
  );
  const total = rows.length + (nginxInstalled() ? 2 : 1);
  process.stderr.write(`Measuring ${total} rows, about ${total * (SECONDS + 1)} s:\n`);

  const ceilings: Measured[] = [];
  let nginxRps: number | undefined;
  if (nginxInstalled()) {
    const nginx = await startNginxCeiling(home.body, home.contentType, pinning?.server);
    try {
      const r = await measureRow(`nginx: / as a .gz file (${homeKb} KB)`, nginx.url, nginx.pid);
      nginxRps = r.rps;
      ceilings.push(r);
    } finally {
      await nginx.stop();
    }
  }
  const node = await startNodeCeiling(home.body, home.contentType, pinning?.server);
  try {
    ceilings.push(await measureRow(`node:http: / from memory (${homeKb} KB)`, node.url, node.pid));
  } finally {
    await node.stop();
  }

  // The first row would otherwise also pay for compiling the whole request path, and `/` is the
  // row the targets compare with.
  await generator.measure(`${base}/`, { connections: CONNECTIONS, seconds: 3, headers: HEADERS });
  const measured: AppRow[] = [];
  for (const row of rows) {
    const r = await measureRow(row.name, `${base}${row.path}`, server.pid, row.method);
    measured.push({ ...row, ...r, rssMb: residentMb(server.pid) });
  }
  const rssEnd = residentMb(server.pid);

  // What counting views costs a page (docs/decisions/080): each page row again on a second
  // server that does not count (STATISTIK_MATI=1, a switch only the bench uses), measured right
  // after the same row on the counting server, so both see the same machine.
  const pageRows = rows.filter((r) => r.kind === "page" && !r.path.endsWith(".xml"));
  const counting: Array<{ name: string; on: Measured; off: Measured }> = [];
  const uncounted = await startServer({ seed: "demo", env: { STATISTIK_MATI: "1" } });
  try {
    if (pinning) pinProcess(uncounted.pid, pinning.server);
    await generator.measure(`${uncounted.url}/`, {
      connections: CONNECTIONS,
      seconds: 3,
      headers: HEADERS,
    });
    for (const row of pageRows) {
      // The same demo content, so the same slugs: an error on this server would show as non-2xx.
      const off = await measureRow(
        `${row.name} (counting off)`,
        `${uncounted.url}${row.path}`,
        uncounted.pid,
      );
      const on = await measureRow(`${row.name} (counting on)`, `${base}${row.path}`, server.pid);
      counting.push({ name: row.name, on, off });
    }
  } finally {
    await uncounted.stop();
  }

  const ratio = ceilingRatio(
    nginxRps,
    [...ceilings, ...measured].map((m) => m.rps),
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
  console.log(`\n${formatRow(header, widths)}`);
  for (const m of [...ceilings, ...measured] as Array<Measured & { rssMb?: number }>) {
    const cells = [m.name, m.rps, ms(m.p50), ms(m.p99), m.errors + m.non2xx];
    cells.push(fixed(m.cpuPerRequest), fixed(100 * m.busy));
    if (ratio.show) cells.push(share(m.rps, ratio));
    cells.push(m.rssMb === undefined ? "" : mb(m.rssMb));
    console.log(formatRow(cells, widths));
  }
  if (!nginxInstalled()) console.log(`(no nginx row: ${NGINX_BINARY} is not installed)`);
  if (!ratio.show) console.log(`No "vs nginx" column: ${ratio.why}.`);
  console.log(
    "CPU µs/req: CPU time (user + system, /proc) of the serving process and its children per " +
      "answered request; CPU %: of one core, over the row.",
  );
  console.log(
    `server resident memory: ${mb(rssStart)} MB after start, ${mb(rssEnd)} MB after the last row`,
  );

  const homeRow = measured.find((m) => m.path === "/") as AppRow;
  const view = measured.find((m) => m.kind === "view") as AppRow;
  const slowApi = measured.filter(
    (m) => m.kind === "api" && (m.rps < 0.8 * homeRow.rps || m.p99 >= 15),
  );
  const failed = [...measured, ...counting.flatMap((c) => [c.on, c.off])].filter(
    (m) => m.errors + m.non2xx > 0,
  );
  const verdict = (ok: boolean) => (ok ? "ok" : "NOT MET");
  const pct = (n: number) => `${Math.round(100 * n)}%`;
  console.log(
    "\nCounting views (issue 22): each page row on a counting server and on one that does not",
  );
  const cw = [24, 10, 10, 8, 12, 12];
  console.log(
    formatRow(["page", "on req/s", "off req/s", "on/off", "on CPU µs", "off CPU µs"], cw),
  );
  for (const c of counting) {
    console.log(
      formatRow(
        [
          c.name,
          c.on.rps,
          c.off.rps,
          pct(c.on.rps / c.off.rps),
          fixed(c.on.cpuPerRequest),
          fixed(c.off.cpuPerRequest),
        ],
        cw,
      ),
    );
  }
  const costly = counting.filter((c) => c.on.rps < 0.95 * c.off.rps);

  console.log("\nTargets (issue 11):");
  console.log(
    `  increment-view ≥ 50% of /: ${pct(view.rps / homeRow.rps)} — ${verdict(view.rps >= 0.5 * homeRow.rps)}`,
  );
  console.log(
    `  every API read ≥ 80% of / and p99 < 15 ms: ${verdict(slowApi.length === 0)}` +
      (slowApi.length ? ` (${slowApi.map((m) => m.name).join(", ")})` : ""),
  );
  console.log(`  RSS after start ≤ 200 MB: ${mb(rssStart, 1)} MB — ${verdict(rssStart <= 200)}`);
  console.log(`  RSS after the run ≤ 250 MB: ${mb(rssEnd, 1)} MB — ${verdict(rssEnd <= 250)}`);
  console.log(
    `  each page counting on ≥ 95% of its req/s counting off (issue 22): ${verdict(costly.length === 0)}` +
      (costly.length ? ` (${costly.map((c) => c.name).join(", ")})` : ""),
  );
  console.log(
    `  no errors: ${verdict(failed.length === 0)}` +
      (failed.length ? ` (${failed.map((m) => m.name).join(", ")})` : ""),
  );

  console.log("\nPublic pages: bytes shipped (KB raw/gzip; gzip computed with zlib)");
  const w = [24, 14, 14, 14, 8, 8];
  console.log(formatRow(["page", "HTML", "JS", "CSS", "scripts", "budget"], w));
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const row of rows.filter((r) => r.kind === "page" && !r.path.endsWith(".xml"))) {
    const s = await pageWeight(base, row.path);
    console.log(
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

  console.log(`\nFreshness after an edit: ${await checkFreshness(base)}`);
} finally {
  await server.stop();
}

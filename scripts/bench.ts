// `npm run bench`: one table of every public page, every public API read and increment-view on
// the production server (SQLite, demo content), next to nginx serving the home page's bytes from a
// file as the ceiling; then the targets, the bytes each page ships and the freshness check.
// Needs `npm run build` first. Prints figures; never fails on them.
//   npm run bench [-- --connections 10]      BENCH_SECONDS=5 by default (per row, after 1 s warm-up)
import { parseArgs } from "node:util";
import { NGINX_BINARY } from "../tests/support/nginx-process.ts";
import { startServer } from "../tests/support/server-process.ts";
import { checkFreshness } from "./bench/freshness.ts";
import { formatRow, type LoadResult, measure } from "./bench/load.ts";
import { mb, residentMb } from "./bench/memory.ts";
import { gzipBytesOf, nginxInstalled, startNginxCeiling } from "./bench/nginx-ceiling.ts";
import { pageWeight, withinBudget } from "./bench/page-weight.ts";
import { type BenchRow, benchRows } from "./bench/rows.ts";

const { values } = parseArgs({ options: { connections: { type: "string", default: "50" } } });
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// A browser's header: the server answers brotli where it can, as it would to a visitor.
const HEADERS = { "accept-encoding": "gzip, br" };

type Measured = BenchRow & LoadResult & { rss: number };

const widths = [44, 8, 8, 8, 7, 9, 7];
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(100 * n)}%` : "-");

async function load(url: string, method?: "GET" | "POST"): Promise<LoadResult> {
  // A write is JSON, as the visitor's browser sends it (the API refuses anything else).
  const headers = method === "POST" ? { ...HEADERS, "content-type": "application/json" } : HEADERS;
  const options = { connections: CONNECTIONS, method, headers };
  await measure(url, { ...options, seconds: 1 }); // warm-up: JIT, caches, connections
  return measure(url, { ...options, seconds: SECONDS });
}

function printRow(name: string, r: LoadResult, ceiling: number, rss: number | string): void {
  const cells = [name, r.rps, r.p50, r.p99, r.errors + r.non2xx, pct(r.rps / ceiling), rss];
  console.log(formatRow(cells, widths));
}

const server = await startServer({ seed: "demo" });
try {
  const base = server.url;
  const rssStart = residentMb(server.pid);
  const rows = await benchRows(base);
  // The first row would otherwise also pay for compiling the whole request path, and `/` is the
  // row the targets compare with.
  await measure(`${base}/`, { connections: CONNECTIONS, seconds: 3, headers: HEADERS });

  console.log(
    `\nLoad: ${CONNECTIONS} connections, accept-encoding "gzip, br", ${SECONDS} s per row after 1 s ` +
      "warm-up, autocannon on the same machine (SQLite, demo content)",
  );
  console.log(
    formatRow(["row", "req/s", "p50 ms", "p99 ms", "errors", "vs nginx", "RSS MB"], widths),
  );
  let ceiling = Number.NaN;
  if (nginxInstalled()) {
    const home = await gzipBytesOf(`${base}/`);
    const nginx = await startNginxCeiling(home.body, home.contentType);
    try {
      const r = await load(nginx.url);
      ceiling = r.rps;
      printRow(
        `nginx: / as a .gz file (${(home.body.length / 1024).toFixed(1)} KB)`,
        r,
        ceiling,
        "",
      );
    } finally {
      await nginx.stop();
    }
  } else {
    console.log(`(no ceiling row: ${NGINX_BINARY} is not installed)`);
  }

  const measured: Measured[] = [];
  for (const row of rows) {
    const r = await load(`${base}${row.path}`, row.method);
    const rss = residentMb(server.pid);
    measured.push({ ...row, ...r, rss });
    printRow(row.name, r, ceiling, mb(rss));
  }
  const rssEnd = residentMb(server.pid);
  console.log(
    `server resident memory: ${mb(rssStart)} MB after start, ${mb(rssEnd)} MB after the last row`,
  );

  const home = measured.find((m) => m.path === "/") as Measured;
  const view = measured.find((m) => m.kind === "view") as Measured;
  const slowApi = measured.filter(
    (m) => m.kind === "api" && (m.rps < 0.8 * home.rps || m.p99 >= 15),
  );
  const failed = measured.filter((m) => m.errors + m.non2xx > 0);
  const verdict = (ok: boolean) => (ok ? "ok" : "NOT MET");
  console.log("\nTargets (issue 11):");
  console.log(
    `  increment-view ≥ 50% of /: ${pct(view.rps / home.rps)} — ${verdict(view.rps >= 0.5 * home.rps)}`,
  );
  console.log(
    `  every API read ≥ 80% of / and p99 < 15 ms: ${verdict(slowApi.length === 0)}` +
      (slowApi.length ? ` (${slowApi.map((m) => m.name).join(", ")})` : ""),
  );
  console.log(`  RSS after start ≤ 200 MB: ${mb(rssStart, 1)} MB — ${verdict(rssStart <= 200)}`);
  console.log(`  RSS after the run ≤ 250 MB: ${mb(rssEnd, 1)} MB — ${verdict(rssEnd <= 250)}`);
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

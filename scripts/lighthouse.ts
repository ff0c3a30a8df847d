// `npm run lighthouse`: Lighthouse's default mobile audit (Moto G class phone, simulated slow 4G
// and 4× CPU slowdown) of every public page on the production server (SQLite, demo content), one
// page at a time in Debian's Chromium: the four scores, the audits that keep a score below 100,
// and each page's budgets — JavaScript it downloads (≤ 40 KB gzip, every script it loads, the
// islands' chunks too), LCP < 1.5 s, TBT < 200 ms, CSS and fonts. With `--previous <rev>`, that
// release is built and audited in the same run, page by page in alternating order, its figures
// printed beside these (the machine's speed cancels out). Needs `npm run build` first. Exits 1
// when a page of this build passes a budget (docs/decisions/031, 171).
//   npm run lighthouse [-- --previous main] [-- --page /contact --page /cari?q=x] [-- --runs 3]
//   [-- --save dir]   (--save writes each run's full report as JSON: open it in the Lighthouse
//   viewer). With several runs, each figure is the median of the runs.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer } from "../tests/support/server-process.ts";
import { formatRow } from "./bench/load.ts";
import { CSS_BUDGET, pageWeight } from "./bench/page-weight.ts";
import { PAGE_JS_BUDGET } from "./islands-weight.ts";
import { type PreviousRelease, preparePrevious } from "./lighthouse-previous.ts";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FONT_BUDGET = 60 * 1024;
/** Issue 33, on Lighthouse's mobile profile. */
const LCP_BUDGET_MS = 1500;
const TBT_BUDGET_MS = 200;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};

const { values } = parseArgs({
  options: {
    page: { type: "string", multiple: true },
    runs: { type: "string", default: "1" },
    save: { type: "string" },
    previous: { type: "string" },
  },
});
const RUNS = Math.max(1, Number(values.runs));

type Listed = { slug: string };

async function listOf(base: string, path: string): Promise<Listed[]> {
  const list = (await (await fetch(`${base}${path}`)).json()) as Listed[];
  if (!list[0]) throw new Error(`${path} is empty: the audit needs the demo content`);
  return list;
}

/** A kegiatan with a gallery when the content has one (more images to judge), else the first. */
async function kegiatanSlug(base: string): Promise<string> {
  const list = await listOf(base, "/api/dokumentasi");
  for (const { slug } of list.slice(0, 20)) {
    const item = (await (await fetch(`${base}/api/dokumentasi/${slug}`)).json()) as {
      galeri?: unknown[];
    };
    if (item.galeri?.length) return slug;
  }
  return list[0].slug;
}

/** Every public page; the same under /en once the English pages answer there. */
async function publicPages(base: string): Promise<string[]> {
  const informasi = (await listOf(base, "/api/informasi"))[0].slug;
  const pages = [
    "/",
    "/struktur-kesultanan",
    "/informasi",
    `/informasi/${informasi}`,
    "/kegiatan",
    `/kegiatan/${await kegiatanSlug(base)}`,
    "/kunjungan",
    "/contact",
    "/cari?q=keraton",
    "/halaman-yang-tidak-ada",
  ];
  const english = (await fetch(`${base}/en`, { redirect: "manual" })).status === 200;
  return english ? [...pages, ...pages.map((p) => (p === "/" ? "/en" : `/en${p}`))] : pages;
}

type Audited = {
  path: string;
  scores: Record<string, number | null>;
  /** Per category below 100: the audits that cost it points. */
  failing: string[];
  /** The lab metrics, to tell noise (a slow machine) from a cause. */
  metrics: string;
  fonts: number;
  lcp: number;
  tbt: number;
  /** Every script the page loaded (the islands' chunks included). */
  scripts: string[];
};

function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const audits = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${a.id} (${a.displayValue ? `${a.displayValue}, ` : ""}${a.title})`);
    lines.push(`${SHORT[id]}: ${audits.join("; ") || "(no weighted audit failed)"}`);
    if (id === "performance") {
      // Insights and diagnostics carry no weight but name the cause.
      const hints = category.auditRefs
        .filter((ref) => ref.weight === 0 && !ref.group?.startsWith("metrics"))
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id);
      if (hints.length) lines.push(`perf hints: ${hints.join(", ")}`);
    }
  }
  return lines;
}

function metricsOf(lhr: Result): string {
  // Lighthouse's own measure of the machine's speed: simulated throttling multiplies what it
  // observed, so on a loaded machine (index well under 1000) TBT and FCP grow with the load.
  const index = Math.round(lhr.environment.benchmarkIndex);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const s = (id: string) => `${(value(id) / 1000).toFixed(1)}s`;
  return (
    `FCP ${s("first-contentful-paint")} LCP ${s("largest-contentful-paint")} ` +
    `TBT ${Math.round(value("total-blocking-time"))}ms CLS ${value("cumulative-layout-shift").toFixed(3)} ` +
    `SI ${s("speed-index")}  (machine benchmark index ${index})`
  );
}

function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: Array<{ resourceType?: string; url?: string }> }
    | undefined;
  return (details?.items ?? [])
    .filter((r) => r.resourceType === "Script" && r.url)
    .map((r) => r.url as string);
}

const gzipped = new Map<string, number>();

/** The scripts' bytes gzip (zlib, as the build and `npm run bench` count them). */
async function scriptsGzip(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    let size = gzipped.get(url);
    if (size === undefined) {
      const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
      size = gzipSync(Buffer.from(await res.arrayBuffer())).length;
      gzipped.set(url, size);
    }
    total += size;
  }
  return total;
}

function fontBytes(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: Array<{ resourceType?: string; transferSize?: number }> }
    | undefined;
  return (details?.items ?? [])
    .filter((r) => r.resourceType === "Font")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

async function audit(url: string, port: number, path: string): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORIES],
    // The 404 page is audited too: its status must not abort the run (SEO marks it, rightly).
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const lhr = result.lhr;
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_")}-${Date.now()}.json`;
    writeFileSync(join(values.save, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const scores: Record<string, number | null> = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = score === null || score === undefined ? null : Math.round(score * 100);
  }
  return {
    path,
    scores,
    failing: failingAudits(lhr),
    metrics: metricsOf(lhr),
    fonts: fontBytes(lhr),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    scripts: scriptUrls(lhr),
  };
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * One fresh Chromium per audit (a reused one now and then loses the trace: NO_NAVSTART), and one
 * more try when Lighthouse reports such a run-time error.
 */
async function auditFresh(url: string, path: string): Promise<Audited | Error> {
  let last: Error = new Error("not run");
  for (let attempt = 0; attempt < 2; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      return await audit(url, chrome.port, path);
    } catch (error) {
      last = error as Error;
    } finally {
      chrome.kill();
    }
  }
  return last;
}

type Figures = {
  scores: Record<string, number | null>;
  js: number;
  css: number;
  fonts: number;
  lcp: number;
  tbt: number;
};

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : Number.NaN;
};

/** One page of one release, `RUNS` times; each figure the median of the runs. */
async function measure(base: string, path: string, label: string): Promise<Figures | undefined> {
  const runs: Array<Audited & { js: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const r = await auditFresh(`${base}${path}`, path);
    if (r instanceof Error) {
      console.log(`    ${label}: error: ${r.message}`);
      continue;
    }
    runs.push({ ...r, js: await scriptsGzip(r.scripts) });
    console.log(`    ${label}: ${r.metrics}`);
    if (label === "this") for (const line of r.failing) console.log(`      ${line}`);
  }
  if (!runs.length) return undefined;
  const weight = await pageWeight(base, path);
  const scores: Record<string, number | null> = {};
  for (const id of CATEGORIES) {
    scores[id] = median(runs.map((r) => r.scores[id] ?? Number.NaN));
  }
  return {
    scores,
    js: median(runs.map((r) => r.js)),
    css: weight.css.gzip,
    fonts: median(runs.map((r) => r.fonts)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
  };
}

/** The budgets these figures pass, in words (empty: all kept). */
function passed(f: Figures): string[] {
  const over: string[] = [];
  if (f.js > PAGE_JS_BUDGET) over.push("JS");
  if (f.lcp >= LCP_BUDGET_MS) over.push("LCP");
  if (f.tbt >= TBT_BUDGET_MS) over.push("TBT");
  if (f.css > CSS_BUDGET) over.push("CSS");
  if (f.fonts > FONT_BUDGET) over.push("font");
  return over;
}

const kb = (n: number) => (n / 1024).toFixed(1);
const sec = (ms: number) => (ms / 1000).toFixed(2);
const WIDTHS = [34, 9, 15, 15, 15, 9, 9, 6];

function row(path: string, now: Figures | undefined, before: Figures | undefined | null): string {
  // "now (previous)" when the previous release was measured too.
  const pair = (value: (f: Figures) => string) =>
    now
      ? `${value(now)}${before ? ` (${value(before)})` : before === null ? "" : " (-)"}`
      : "error";
  const perf = (f: Figures) => String(f.scores.performance ?? "-");
  const verdict = now ? (passed(now).length ? `OVER ${passed(now).join(",")}` : "ok") : "error";
  // A long slug would push the row out of its columns.
  const shown = path.length > WIDTHS[0] - 1 ? `${path.slice(0, WIDTHS[0] - 2)}…` : path;
  return formatRow(
    [
      shown,
      pair(perf),
      pair((f) => kb(f.js)),
      pair((f) => sec(f.lcp)),
      pair((f) => String(Math.round(f.tbt))),
      now ? kb(now.css) : "-",
      now ? kb(now.fonts) : "-",
      verdict,
    ],
    WIDTHS,
  );
}

let previous: PreviousRelease | undefined;
let previousServer: { url: string; stop: () => Promise<void> } | undefined;
if (values.previous) {
  previous = await preparePrevious(values.previous);
  previousServer = await previous.start();
}
const server = await startServer({ seed: "demo" });
let failures = 0;
try {
  const base = server.url;
  const pages = values.page?.length ? values.page : await publicPages(base);
  await fetch(`${base}/`); // the first request also compiles the request path
  if (previousServer) await fetch(`${previousServer.url}/`);
  console.log(
    `\nLighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version}, ` +
      `default mobile config (simulated throttling), ${CHROMIUM}, ${RUNS} run(s) per page` +
      (previous
        ? `; in brackets the previous release ${values.previous} (${previous.commit})`
        : ""),
  );
  const lines: string[] = [];
  const header = formatRow(
    [
      "page",
      "perf",
      `JS gz KB ≤${kb(PAGE_JS_BUDGET)}`,
      `LCP s <${sec(LCP_BUDGET_MS)}`,
      `TBT ms <${TBT_BUDGET_MS}`,
      "CSS gz KB",
      "font KB",
      "budget",
    ],
    WIDTHS,
  );
  for (const [i, path] of pages.entries()) {
    console.log(path);
    // Alternating which release goes first, so a machine growing slower or faster during the
    // run weighs on both alike.
    const measureNow = () => measure(base, path, "this");
    const measureBefore = () =>
      previousServer ? measure(previousServer.url, path, "prev") : Promise.resolve(null);
    let now: Figures | undefined;
    let before: Figures | undefined | null;
    if (i % 2 === 0) {
      now = await measureNow();
      before = await measureBefore();
    } else {
      before = await measureBefore();
      now = await measureNow();
    }
    if (!now || passed(now).length) failures++;
    lines.push(row(path, now, before));
  }
  console.log(`\n${header}`);
  for (const line of lines) console.log(line);
  console.log(
    `\nBudgets per page (issue 33): JS ≤ ${kb(PAGE_JS_BUDGET)} KB gzip (every script the page ` +
      `loaded, zlib), LCP < ${sec(LCP_BUDGET_MS)} s, TBT < ${TBT_BUDGET_MS} ms on Lighthouse's ` +
      `mobile profile; CSS ≤ ${kb(CSS_BUDGET)} KB gzip, fonts ≤ ${kb(FONT_BUDGET)} KB as ` +
      `transferred. ${failures ? `${failures} page(s) over a budget (or not measured).` : "Every page within every budget."}`,
  );
} finally {
  await server.stop();
  await previousServer?.stop();
  previous?.remove();
}
process.exitCode = failures ? 1 : 0;

// `npm run lighthouse`: Lighthouse's default mobile audit (Moto G class phone, simulated slow 4G
// and 4× CPU slowdown) of every public page on the production server (SQLite, demo content), one
// page at a time in Debian's Chromium; one table of the four scores, the audits that keep a score
// below 100, and the bytes each page ships against the budgets. Needs `npm run build` first.
// Prints figures; never fails on them (docs/decisions/031-lighthouse.md).
//   npm run lighthouse [-- --page /contact --page /cari?q=x] [-- --runs 2] [-- --save dir]
// (--save writes each run's full report as JSON there: open it in the Lighthouse viewer).
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { startServer } from "../tests/support/server-process.ts";
import { formatRow } from "./bench/load.ts";
import { CSS_BUDGET, JS_BUDGET, pageWeight } from "./bench/page-weight.ts";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FONT_BUDGET = 60 * 1024;
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

const server = await startServer({ seed: "demo" });
try {
  const base = server.url;
  const pages = values.page?.length ? values.page : await publicPages(base);
  await fetch(`${base}/`); // the first request also compiles the request path
  console.log(
    `\nLighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version}, ` +
      `default mobile config (simulated throttling), ${CHROMIUM}, ${RUNS} run(s) per page`,
  );
  const kb = (n: number) => (n / 1024).toFixed(1);
  const widths = [34, 5, 5, 5, 5, 9, 9, 7, 7];
  console.log(
    formatRow(
      ["page", "perf", "a11y", "bp", "seo", "JS gz KB", "CSS gz KB", "font KB", "budget"],
      widths,
    ),
  );
  for (const path of pages) {
    const weight = await pageWeight(base, path);
    for (let run = 0; run < RUNS; run++) {
      const r = await auditFresh(`${base}${path}`, path);
      if (r instanceof Error) {
        console.log(formatRow([path, "error"], widths));
        console.log(`    ${r.message}`);
        continue;
      }
      const within =
        weight.js.gzip <= JS_BUDGET && weight.css.gzip <= CSS_BUDGET && r.fonts <= FONT_BUDGET;
      const cell = (id: string) => String(r.scores[id] ?? "-");
      console.log(
        formatRow(
          [
            path,
            cell("performance"),
            cell("accessibility"),
            cell("best-practices"),
            cell("seo"),
            kb(weight.js.gzip),
            kb(weight.css.gzip),
            kb(r.fonts),
            within ? "ok" : "OVER",
          ],
          widths,
        ),
      );
      console.log(`    ${r.metrics}`);
      for (const line of r.failing) console.log(`    ${line}`);
    }
  }
  console.log(
    `\nBudgets per page: JS ≤ ${kb(JS_BUDGET)} KB gzip, CSS ≤ ${kb(CSS_BUDGET)} KB gzip ` +
      `(computed with zlib), fonts ≤ ${kb(FONT_BUDGET)} KB as transferred.`,
  );
} finally {
  await server.stop();
}

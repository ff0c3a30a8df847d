// Measures the public pages on the production server (SQLite, demo seed): throughput and latency
// at 10 and 50 connections, the bytes each page ships (HTML, JS, CSS; raw and gzip), and that an
// edit through the API shows on the next request. Needs `npm run build` first.
//   npx node scripts/bench-pages.ts        (BENCH_SECONDS=5 by default)

import { gzipSync } from "node:zlib";
import { E2E_ADMIN, startServer } from "../tests/support/server-process.ts";
import { formatRow, measure } from "./bench/load.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 20 * 1024;

type Sizes = { raw: number; gzip: number };
const kb = (n: number) => (n / 1024).toFixed(1);

async function bytesOf(url: string): Promise<Sizes> {
  const body = Buffer.from(
    await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  return { raw: body.length, gzip: gzipSync(body).length };
}

function sum(list: Sizes[]): Sizes {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** HTML, and the JS and CSS the page links (module scripts, modulepreloads, stylesheets). */
async function pageWeight(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const js = new Set([
    ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
    ...attr(/<script type="module" src="([^"]+)"/g),
    ...attr(/<script[^>]*type="module"[^>]*>[^<]*import\s*["']([^"']+)["']/g),
  ]);
  const css = new Set(attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g));
  return {
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length },
    js: sum(await Promise.all([...js].map((href) => bytesOf(new URL(href, base).href)))),
    css: sum(await Promise.all([...css].map((href) => bytesOf(new URL(href, base).href)))),
    scripts: js.size,
  };
}

/** Edits an article's title through the API and checks the next page request shows it. */
async function checkFreshness(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const [item] = (await (await fetch(`${base}/api/informasi`)).json()) as Array<{
    id: number;
    judul: string;
    tanggal: string;
    deskripsi: string;
  }>;
  await fetch(`${base}/informasi`); // cached before the edit
  const judul = `${item.judul} (diperbarui ${Date.now()})`;
  const form = new FormData();
  form.set("judul", judul);
  form.set("tanggal", item.tanggal);
  form.set("deskripsi", item.deskripsi);
  const put = await fetch(`${base}/api/informasi/${item.id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!put.ok) return `FAILED: PUT answered ${put.status}`;
  const { data } = (await put.json()) as { data: { slug: string } };
  const list = await (await fetch(`${base}/informasi`)).text();
  const detail = await (await fetch(`${base}/informasi/${data.slug}`)).text();
  const escaped = judul.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return list.includes(escaped) && detail.includes(escaped)
    ? "ok: the next GET of /informasi and of the article shows the new title"
    : "FAILED: the edited title does not show";
}

export async function benchPages(): Promise<void> {
  const server = await startServer({ seed: "demo" });
  try {
    const base = server.url;
    const [info] = (await (await fetch(`${base}/api/informasi`)).json()) as Array<{ slug: string }>;
    const [doc] = (await (await fetch(`${base}/api/dokumentasi`)).json()) as Array<{
      slug: string;
    }>;
    const pages = [
      { name: "/", path: "/" },
      { name: "/informasi", path: "/informasi" },
      { name: "/informasi/{slug}", path: `/informasi/${info.slug}` },
      { name: "/kegiatan/{slug}", path: `/kegiatan/${doc.slug}` },
    ];

    console.log(`\nPublic pages: bytes shipped (KB; gzip computed with zlib)`);
    const w = [20, 14, 14, 14, 8, 8];
    console.log(
      formatRow(["page", "HTML raw/gz", "JS raw/gz", "CSS raw/gz", "scripts", "budget"], w),
    );
    for (const page of pages) {
      const s = await pageWeight(base, page.path);
      const within = s.js.gzip <= JS_BUDGET && s.css.gzip <= CSS_BUDGET;
      console.log(
        formatRow(
          [
            page.name,
            `${kb(s.html.raw)}/${kb(s.html.gzip)}`,
            `${kb(s.js.raw)}/${kb(s.js.gzip)}`,
            `${kb(s.css.raw)}/${kb(s.css.gzip)}`,
            s.scripts,
            within ? "ok" : "OVER",
          ],
          w,
        ),
      );
    }

    console.log(
      `\nPublic pages under load (accept-encoding: gzip, ${SECONDS} s per run, autocannon on the same machine)`,
    );
    // Warm-up (not reported): JIT, the page cache and the connection pool.
    for (const page of pages) {
      await measure(`${base}${page.path}`, {
        connections: 10,
        seconds: 1,
        headers: { "accept-encoding": "gzip" },
      });
    }
    const lw = [20, 6, 9, 9, 9, 8];
    console.log(formatRow(["page", "conns", "req/s", "p50 ms", "p99 ms", "errors"], lw));
    for (const connections of [10, 50]) {
      for (const page of pages) {
        const r = await measure(`${base}${page.path}`, {
          connections,
          seconds: SECONDS,
          headers: { "accept-encoding": "gzip" },
        });
        console.log(
          formatRow([page.name, connections, r.rps, r.p50, r.p99, r.errors + r.non2xx], lw),
        );
      }
    }

    console.log(`\nFreshness after an edit: ${await checkFreshness(base)}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await benchPages();

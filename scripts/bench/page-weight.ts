// The bytes a public page ships: its HTML and the JS and CSS it links, raw and gzip.
import { gzipSync } from "node:zlib";

export const JS_BUDGET = 100 * 1024;
export const CSS_BUDGET = 20 * 1024;

export type Sizes = { raw: number; gzip: number };
export type PageWeight = { html: Sizes; js: Sizes; css: Sizes; scripts: number };

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
export async function pageWeight(base: string, path: string): Promise<PageWeight> {
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

export const withinBudget = (w: PageWeight) => w.js.gzip <= JS_BUDGET && w.css.gzip <= CSS_BUDGET;

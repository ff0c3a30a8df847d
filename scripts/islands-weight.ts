// What the public pages' islands script makes a page download, read from the islands build's
// manifest (no chunk names written here): the script every public page loads with its static
// imports, and each island's chunks (loaded only on a page that has that island). Checked by the
// build (scripts/build-public-assets.ts) and by scripts/islands-weight.test.ts (decision 171).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Any public page: the islands script, the islands on it and what they import (gzip). */
export const PAGE_JS_BUDGET = 40 * 1024;
/** The script every public page loads (the bar): plain DOM code, no framework (gzip). */
export const ALWAYS_JS_BUDGET = 4 * 1024;

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type IslandsWeight = {
  /** The islands script and its static imports: what every public page loads. */
  always: { files: string[]; gzip: number };
  /** Per island module the script may load: its chunks beyond `always`. */
  islands: Array<{ src: string; files: string[]; gzip: number }>;
  /** Every island at once: no page can load more than this. */
  worstPage: number;
};

/** The files a chunk loads with it at once (static imports; never what it loads later). */
function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

export function islandsWeight(manifest: Manifest, gzipOf: (file: string) => number) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("the islands manifest names no entry");
  const always = closure(manifest, [entryKey]);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipOf(f), 0);
  const everything = new Set(always);
  // The islands' modules are what the script imports dynamically; an island's own dynamic
  // imports (a viewer loaded on a click) are not loaded with the page.
  const islands = (manifest[entryKey]?.dynamicImports ?? []).map((key) => {
    const files = [...closure(manifest, [key])].filter((f) => !always.has(f));
    for (const f of files) everything.add(f);
    return { src: manifest[key]?.src ?? key, files, gzip: sum(files) };
  });
  return {
    always: { files: [...always], gzip: sum(always) },
    islands,
    worstPage: sum(everything),
  } satisfies IslandsWeight;
}

/** The weight of the islands built into `clientDir` as `manifestPath` describes them. */
export function islandsWeightOf(manifestPath: string, clientDir: string): IslandsWeight {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  return islandsWeight(manifest, (file) => gzipSync(readFileSync(join(clientDir, file))).length);
}

/** The budgets `weight` passes, in words; empty when it keeps them. */
export function overBudget(weight: IslandsWeight): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const over: string[] = [];
  if (weight.always.gzip > ALWAYS_JS_BUDGET) {
    over.push(
      `the islands script every public page loads is ${kb(weight.always.gzip)} gzip ` +
        `(budget ${kb(ALWAYS_JS_BUDGET)}): ${weight.always.files.join(", ")}`,
    );
  }
  if (weight.worstPage > PAGE_JS_BUDGET) {
    const parts = weight.islands.map((i) => `${i.src} ${kb(i.gzip)}`).join(", ");
    over.push(
      `a page with every island would load ${kb(weight.worstPage)} of JavaScript gzip ` +
        `(budget ${kb(PAGE_JS_BUDGET)}): script ${kb(weight.always.gzip)}, ${parts}`,
    );
  }
  return over;
}

export function describeWeight(weight: IslandsWeight): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `islands: every public page ${kb(weight.always.gzip)} gzip (≤ ${kb(ALWAYS_JS_BUDGET)}), ` +
      `at most ${kb(weight.worstPage)} with every island (≤ ${kb(PAGE_JS_BUDGET)})`,
    ...weight.islands.map((i) => `  + ${i.src}: ${kb(i.gzip)} with what it shares`),
  ].join("\n");
}

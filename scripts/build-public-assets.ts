// Build step for the public site, run from react-router.config.ts (buildEnd):
// 1. bundles the public pages' islands (app/components/islands/boot.ts) on their own: a small
//    script for the bar, and one chunk per island loaded only on pages that have it, with Preact's
//    compat layer in place of React (docs/decisions/170);
// 2. writes gzip and brotli copies of every text asset in build/client, which the server sends
//    as they are (serveStatic `precompressed`).

import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { describeWeight, islandsWeightOf, overBudget } from "./islands-weight.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const ISLANDS_MANIFEST = ".vite/islands-manifest.json";
/** Where the server finds it: beside the server build, not among the public files. */
export const ISLANDS_MANIFEST_FOR_SERVER = "server/islands-manifest.json";
const ISLANDS_ENTRY = "app/components/islands/boot.ts";

/** The islands' components are written against React; in the browser, Preact runs them. */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
];

/** Bundles the islands into `clientDir`, with their manifest at `manifest` inside it. */
export async function buildIslands(
  rootDir: string,
  clientDir: string,
  manifest = ISLANDS_MANIFEST,
) {
  const { build } = await import("vite");
  await build({
    configFile: false,
    root: rootDir,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: PREACT_FOR_REACT },
    oxc: { jsx: { runtime: "automatic", importSource: "react" } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest,
      modulePreload: false,
      target: "es2022",
      rolldownOptions: {
        input: { islands: resolve(rootDir, ISLANDS_ENTRY) },
        output: {
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
        },
      },
    },
  });
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const COMPRESSIBLE = /\.(js|css|svg|json|xml|txt|html|map|webmanifest)$/;

async function precompress(clientDir: string) {
  for await (const path of walk(clientDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    if ((await stat(path)).size < 512) continue;
    const data = await readFile(path);
    const [gz, br] = await Promise.all([
      gzipAsync(data, { level: 9 }),
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
    ]);
    await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  }
}

/** Runs both steps on a finished React Router build. */
export async function buildPublicAssets(options: { rootDir: string; buildDir: string }) {
  const buildDir = resolve(options.rootDir, options.buildDir);
  const clientDir = join(buildDir, "client");
  await buildIslands(options.rootDir, clientDir);
  await rename(join(clientDir, ISLANDS_MANIFEST), join(buildDir, ISLANDS_MANIFEST_FOR_SERVER));
  // A public page over its JavaScript budget fails the build (docs/decisions/171).
  const weight = islandsWeightOf(join(buildDir, ISLANDS_MANIFEST_FOR_SERVER), clientDir);
  console.log(describeWeight(weight));
  const over = overBudget(weight);
  if (over.length) throw new Error(`JavaScript over budget on public pages:\n${over.join("\n")}`);
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
  await precompress(clientDir);
}

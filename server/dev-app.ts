// Development only: loaded by Vite (vite.config.ts) so edits reload; the database handle is kept
// on globalThis because server modules re-run on every edit.

import { createApp } from "./app.ts";
import type { AppDeps } from "./app-deps.ts";
import { openDeps } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { log } from "./log/logger.ts";
import { createPageHandler } from "./pages/ssr-entry.ts";
import { prepareFirstStart } from "./seed/first-start.ts";

const holder = globalThis as { __keratonDeps?: Promise<AppDeps> };

async function start(): Promise<AppDeps> {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const deps = await openDeps(config, { log });
  await prepareFirstStart(deps);
  deps.scheduler.start();
  deps.iiifTiler.start();
  deps.statistik.start();
  return deps;
}

export async function getDevApp() {
  holder.__keratonDeps ??= start();
  const deps = await holder.__keratonDeps;
  return createApp(deps, { pages: createPageHandler(deps) });
}

// Everything once before a cluster's workers start, in a process of its own that exits when done:
// started by the primary (cluster/primary.mjs) with its own flags and environment, so the primary
// never loads the app, the settings' schema or the logger (docs/decisions/195). It reads and
// checks the settings, then hands the primary what it needs over the IPC channel.
import "../require-node-24.mjs";
import "../load-env-file.mjs";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

process.env.NODE_ENV = "production";
const { loadConfig, usesPostgres } = await import("../config.ts");
const { prepareDataDir } = await import("../data-dir.ts");
const { closeDeps, openDeps } = await import("../bootstrap.ts");
const { log } = await import("../log/logger.ts");
const { prepareFirstStartApart } = await import("../seed/first-start.ts");
const { listenFailureText, MISSING_BUILD, refuseToStart, startupFailureText } = await import(
  "../startup-failure.ts"
);

/** What the primary needs of the settings (primary.mjs). */
export type PrimarySettings = {
  workers: number;
  host: string;
  siteName: string;
  dialect: "postgres" | "sqlite";
};

/** Listens on the address and lets go of it at once; rejects as listening there would. */
function tryListening(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return refuseToStart(startupFailureText(err));
  }
})();
if (!existsSync(join(config.BUILD_DIR, "server/index.js"))) refuseToStart(MISSING_BUILD);
try {
  prepareDataDir(config.DATA_DIR);
} catch (err) {
  refuseToStart(startupFailureText(err));
}
// A port in use or a HOST that is not this machine's: said once, here, rather than by each
// worker as it fails, and before the database is migrated or filled.
try {
  await tryListening(config.PORT, config.HOST);
} catch (err) {
  refuseToStart(listenFailureText(err, config));
}
try {
  const deps = await openDeps(config, { log });
  await prepareFirstStartApart(deps);
  await closeDeps(deps);
} catch (err) {
  refuseToStart(startupFailureText(err));
}
const settings: PrimarySettings = {
  workers: config.WORKERS,
  host: config.HOST,
  siteName: config.SITE_NAME,
  dialect: usesPostgres(config) ? "postgres" : "sqlite",
};
process.send?.(settings, () => process.disconnect());

import { spawn } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { type Config, usesPostgres } from "../config.ts";
import { prepareDataDir } from "../data-dir.ts";
import { log } from "../log/logger.ts";
import {
  listenFailureText,
  MISSING_BUILD,
  refuseToStart,
  startupFailureText,
} from "../startup-failure.ts";
import { HandOvers } from "./hand-overs.ts";
import { isClusterMessage, WORKER_INDEX_VARIABLE } from "./messages.ts";

/** How long a replaced worker waits before starting again: doubling from 0.5 s up to 30 s. */
export function restartDelayMs(failuresInARow: number): number {
  return Math.min(30_000, 500 * 2 ** failuresInARow);
}
/** Listens on the address and lets go of it at once; rejects as listening there would. */
function tryListening(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Migrations and the first start's content and admin, once for every worker, in a process that
 * exits when done (cluster/prepare-main.ts): the primary never loads the app, its database driver
 * or React, and stays small. True when it succeeded; it has said why when not.
 */
async function prepareInAProcessOfItsOwn(): Promise<boolean> {
  const main = new URL("./prepare-main.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, [...process.execArgv, main], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", resolve);
  });
  return code === 0;
}

/** A worker that ran this long before it stopped starts the back-off afresh. */
const STEADY_MS = 30_000;
/** Workers get 10 s each to finish their requests (serve.ts); then the primary gives up. */
const STOP_WAIT_MS = 15_000;

/**
 * The primary of `WORKERS` server processes sharing one port (node:cluster). It checks the port,
 * then has the once-only work done before any worker starts (migrations, the first start's content
 * and admin, the JWT secret file) and serves nothing itself. It passes content changes from each
 * worker to the others (and tells the writer once they have applied them), replaces a worker that
 * stops unexpectedly (with a growing wait, so a worker that cannot start does not spin), and on
 * SIGTERM/SIGINT lets every worker finish its requests before it exits.
 */
export async function runPrimary(config: Config): Promise<void> {
  if (!existsSync(join(config.BUILD_DIR, "server/index.js"))) refuseToStart(MISSING_BUILD);
  // Settings the primary can check itself are refused here, without starting another process.
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
  if (!(await prepareInAProcessOfItsOwn())) process.exit(1);
  const dialect = usesPostgres(config) ? "postgres" : "sqlite";

  const count = config.WORKERS;
  const workers = new Map<number, Worker>();
  const startedAt = new Map<Worker, number>();
  const listened = new Set<Worker>();
  const failures = new Map<number, number>();
  const timers = new Set<NodeJS.Timeout>();
  let ready = false;
  let stopping = false;
  const handOvers = new HandOvers<Worker>((late) =>
    log.warn({ late }, `${late} pekerja tidak menerapkan perubahan dalam 1 detik`),
  );

  function fork(index: number) {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    workers.set(index, worker);
    startedAt.set(worker, Date.now());
    worker.on("message", (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.type === "keraton:konten-berubah") {
        handOvers.passOn(worker, message, workers.values(), (other) => listened.has(other));
      } else if (message.type === "keraton:konten-diterapkan") {
        handOvers.applied(worker, message.id);
      } else {
        listened.add(worker);
        announceReady(message.port);
      }
    });
    // A message to a worker that has just stopped fails; its exit is handled below.
    worker.on("error", () => {});
    worker.on("exit", (code, signal) => exited(index, worker, code, signal));
  }

  function announceReady(port: number) {
    if (ready || listened.size < count) return;
    ready = true;
    // Test harnesses and operators wait for this line: "… siap di http://HOST:PORT (dialect, mode)".
    const url = `http://${config.HOST}:${port}`;
    const mode = process.env.NODE_ENV;
    log.info(
      { url, dialect, mode, workers: count },
      `${config.SITE_NAME} siap di ${url} (${dialect}, ${mode}, ${count} pekerja)`,
    );
  }

  function exited(index: number, worker: Worker, code: number | null, signal: string | null) {
    const ranMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    handOvers.gone(worker);
    if (workers.get(index) === worker) workers.delete(index);
    if (stopping) return stoppedOne();
    // A worker that could not start the first time (a port in use, the database away): the site
    // cannot start; it has said why.
    if (!ready && !listened.has(worker)) {
      log.error({ worker: index, code }, `Pekerja ${index} tidak dapat dimulai; server berhenti.`);
      return stopAll("SIGTERM", 1);
    }
    listened.delete(worker);
    const inARow = ranMs >= STEADY_MS ? 0 : (failures.get(index) ?? 0);
    failures.set(index, inARow + 1);
    const delay = restartDelayMs(inARow);
    log.error(
      { worker: index, code, signal, restartInMs: delay },
      `Pekerja ${index} berhenti tiba-tiba (${signal ?? `kode ${code}`}); diganti dalam ${delay} ms`,
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork(index);
    }, delay);
    timers.add(timer);
  }

  let exitCode = 0;
  function stoppedOne() {
    if (workers.size > 0) return;
    log.info("Selesai.");
    process.exit(exitCode);
  }

  function stopAll(signal: NodeJS.Signals, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of timers) clearTimeout(timer);
    if (code === 0) {
      log.info({ signal }, `${signal}: setiap pekerja menyelesaikan permintaan yang berjalan…`);
    }
    for (const worker of workers.values()) worker.process.kill(signal);
    setTimeout(() => {
      log.error("Pekerja tidak selesai dalam 15 detik; keluar.");
      for (const worker of workers.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_WAIT_MS).unref();
    stoppedOne();
  }

  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  for (let index = 1; index <= count; index++) fork(index);
}

// Plain JavaScript on purpose: the primary supervises only, and loads no TypeScript (Node's type
// stripping), no zod and no pino — about 45 MB less than it held (docs/decisions/177, 195). What
// it needs to know is handed over by the prepare process, which reads and checks the settings.
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { log } from "../log/line-log.mjs";
import { HandOvers } from "./hand-overs.mjs";
import { isClusterMessage, WORKER_INDEX_VARIABLE } from "./messages.mjs";

/** How long a replaced worker waits before starting again: doubling from 0.5 s up to 30 s. */
export function restartDelayMs(failuresInARow) {
  return Math.min(30_000, 500 * 2 ** failuresInARow);
}

/**
 * Everything once for every worker, in a process that exits when done (cluster/prepare-main.ts):
 * the settings read and checked, the build, the data directory and the address checked, then
 * migrations and the first start's content and admin. The primary never loads the app, its
 * database driver, React or the settings' schema, and stays small. Resolves to what the primary
 * needs (PrimarySettings, prepare-main.ts), or undefined when it failed (it has said why).
 */
async function prepareInAProcessOfItsOwn() {
  const main = new URL("./prepare-main.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, [...process.execArgv, main], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
  });
  let settings;
  child.on("message", (message) => {
    settings = message;
  });
  const code = await new Promise((resolve) => {
    child.once("error", () => resolve(null));
    child.once("close", resolve);
  });
  return code === 0 ? settings : undefined;
}

/** A worker that ran this long before it stopped starts the back-off afresh. */
const STEADY_MS = 30_000;
/** Workers get 10 s each to finish their requests (serve.ts); then the primary gives up. */
const STOP_WAIT_MS = 15_000;

/**
 * The primary of `WORKERS` server processes sharing one port (node:cluster). It has the once-only
 * work done before any worker starts (the settings and the port checked, migrations, the first
 * start's content and admin, the JWT secret file) and serves nothing itself. It passes content
 * changes from each worker to the others (and tells the writer once they have applied them),
 * replaces a worker that stops unexpectedly (with a growing wait, so a worker that cannot start
 * does not spin), and on SIGTERM/SIGINT lets every worker finish its requests before it exits.
 */
export async function runPrimary() {
  const settings = await prepareInAProcessOfItsOwn();
  if (!settings) process.exit(1);
  const { workers: count, host, siteName, dialect } = settings;

  const workers = new Map();
  const startedAt = new Map();
  const listened = new Set();
  const failures = new Map();
  const timers = new Set();
  let ready = false;
  let stopping = false;
  const handOvers = new HandOvers((late) =>
    log.warn({ late }, `${late} pekerja tidak menerapkan perubahan dalam 1 detik`),
  );

  function fork(index) {
    const worker = cluster.fork({ [WORKER_INDEX_VARIABLE]: String(index) });
    workers.set(index, worker);
    startedAt.set(worker, Date.now());
    worker.on("message", (message) => {
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

  function announceReady(port) {
    if (ready || listened.size < count) return;
    ready = true;
    // Test harnesses and operators wait for this line: "… siap di http://HOST:PORT (dialect, mode)".
    const url = `http://${host}:${port}`;
    const mode = process.env.NODE_ENV;
    log.info(
      { url, dialect, mode, workers: count },
      `${siteName} siap di ${url} (${dialect}, ${mode}, ${count} pekerja)`,
    );
  }

  function exited(index, worker, code, signal) {
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

  function stopAll(signal, code = 0) {
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

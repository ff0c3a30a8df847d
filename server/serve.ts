import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { calendarRouter } from "./agenda/calendar.router.ts";
import type { PageHandler } from "./app.ts";
import { createApp } from "./app.ts";
import type { AppDeps } from "./app-deps.ts";
import { closeDeps, openDeps } from "./bootstrap.ts";
import type { Config } from "./config.ts";
import { createFastPath } from "./http/fast-path.ts";
import { listen } from "./http/listen.ts";
import { publicReads } from "./http/public-read-cache.ts";
import { publicUrlWarning } from "./http/public-url-warning.ts";
import { contentEra } from "./http/remembered-lookups.ts";
import { startLoadReport } from "./log/load-report.ts";
import { log } from "./log/logger.ts";
import { prepareFirstStartApart } from "./seed/first-start.ts";
import {
  listenFailureText,
  MISSING_BUILD,
  refuseToStart,
  startupFailureText,
} from "./startup-failure.ts";
import { switchedBySignal } from "./statistik/bench-switch.ts";
import { publicPageViewCounter } from "./statistik/count-page-view.ts";

/** What a cluster worker is told by the primary (server/cluster/primary.ts). */
export type WorkerRole = {
  /** 1 … WORKERS; a replaced worker keeps the number of the one it replaces. */
  index: number;
  /** The mail outbox runs in exactly one worker. */
  runsBackgroundWork: boolean;
  /** Content changes to and from the other workers, where no PostgreSQL relay carries them. */
  relay?: (deps: AppDeps) => void;
  /** Tells the primary this worker listens; the primary prints the ready line. */
  listening: (port: number) => void;
  /** Test runs only: every answer names the worker that made it (`x-pekerja`). */
  nameInAnswers: boolean;
};

/**
 * The site in this process: the database opened (migrated and prepared on a first start, unless a
 * cluster's primary has done that once for every worker), the app with its fast path listening,
 * the mail outbox, and a shutdown on SIGTERM/SIGINT that finishes requests in flight.
 */
export async function serve(config: Config, worker?: WorkerRole): Promise<void> {
  let deps: AppDeps;
  try {
    deps = await openDeps(config, { log, migrate: !worker });
    if (!worker) await prepareFirstStartApart(deps);
  } catch (err) {
    refuseToStart(startupFailureText(err));
  }
  worker?.relay?.(deps);

  // The server build bundles React Router with the page handler; see vite.config.ts.
  const buildDir = config.BUILD_DIR;
  const serverBuild = pathToFileURL(join(buildDir, "server/index.js"));
  if (!existsSync(serverBuild)) refuseToStart(MISSING_BUILD);
  const { createPageHandler } = await import(serverBuild.href);
  const pages: PageHandler = createPageHandler(deps);
  const reads = publicReads({ deps });
  const calendar = calendarRouter(deps);
  const pageViews = publicPageViewCounter(deps);
  // Only the bench switches counting off and on, to measure what it costs (docs/decisions/080).
  const counterFor =
    process.env.STATISTIK_SAKLAR === "1"
      ? switchedBySignal(pageViews.forAddress, log)
      : pageViews.forAddress;
  const app = createApp(deps, {
    pages,
    publicReads: reads,
    calendar,
    clientDir: join(buildDir, "client"),
    pageViews,
  });
  // Pages, calendar files and public API reads the caches hold are answered before the app
  // (http/fast-path.ts).
  const fastPath = createFastPath({
    page: (url) => pages.fresh?.(url) ?? calendar.fresh(url),
    api: reads.fresh,
    era: contentEra(deps.contentChanges),
    viewsMark: reads.viewsMark,
    counterFor,
    trustProxy: config.TRUST_PROXY,
    logRequests: config.LOG_REQUESTS === "1",
  });

  if (!worker || worker.runsBackgroundWork) {
    const warning = publicUrlWarning(config);
    if (warning) log.warn(warning);
  }

  const server = listen(
    {
      fetch: app.fetch,
      fastPath,
      port: config.PORT,
      hostname: config.HOST,
      answerHeaders: worker?.nameInAnswers ? { "x-pekerja": String(worker.index) } : undefined,
    },
    (info) => {
      if (worker) return worker.listening(info.port);
      // Test harnesses and operators wait for this line: "… siap di http://HOST:PORT (dialect, mode)".
      const url = `http://${config.HOST}:${info.port}`;
      const mode = process.env.NODE_ENV;
      log.info(
        { url, dialect: deps.dialect, mode },
        `${config.SITE_NAME} siap di ${url} (${deps.dialect}, ${mode})`,
      );
    },
  );
  // A port in use or a HOST that is not this machine's: one sentence naming the setting, no stack.
  server.once("error", (err) => refuseToStart(listenFailureText(err, config)));

  // Background work, once per site: the mail outbox, scheduled publishing and the visit requests'
  // sweep (stopped by closeDeps; several server copies share them through claims in the
  // database). Each process writes the statistics it counted (added up in the database; closeDeps
  // writes what is left).
  if (!worker || worker.runsBackgroundWork) {
    deps.outbox.start();
    deps.scheduler.start();
    deps.reservasiSweep.start();
    deps.iiifTiler.start();
    deps.langgananSweep.start();
  }
  deps.statistik.start();
  const stopLoadReport = startLoadReport(log, worker ? { worker: worker.index } : {});

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const who = worker ? `Pekerja ${worker.index}: ` : "";
    log.info(
      { signal, ...(worker && { worker: worker.index }) },
      `${who}${signal}: berhenti menerima koneksi, menyelesaikan permintaan yang berjalan…`,
    );
    stopLoadReport();
    server.close(async () => {
      await closeDeps(deps);
      log.info(`${who}Selesai.`);
      process.exit(0);
    });
    // A connection whose request finishes during shutdown would otherwise wait out its keep-alive:
    // close each one as soon as it falls idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      log.error(`${who}Permintaan tidak selesai dalam 10 detik; keluar.`);
      process.exit(1);
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A worker whose primary is gone serves no longer.
  if (worker) process.on("disconnect", () => shutdown("SIGTERM"));
}

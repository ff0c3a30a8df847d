import type { AppDeps } from "./app-deps.ts";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import type { Config } from "./config.ts";
import { ContentChanges } from "./content/content-changes.ts";
import { watchContentSignals } from "./content/file-signal.ts";
import { notifyThrough, startPostgresRelay } from "./content/postgres-relay.ts";
import { prepareDataDir } from "./data-dir.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createScheduler } from "./desk/create-scheduler.ts";
import { IiifTiler } from "./iiif/iiif-tiler.ts";
import { ViewCounter } from "./informasi/view-counter.ts";
import { subscriptionSite } from "./langganan/langganan.service.ts";
import { LanggananSweep } from "./langganan/langganan-sweep.ts";
import type { Logger } from "./log/logger.ts";
import { createOutbox } from "./mail/create-outbox.ts";
import { createMediaStore } from "./media/create-media-store.ts";
import { movedUploadsText, moveLocalUploadsIntoDatabase } from "./media/move-local-uploads.ts";
import { ReservasiSweep } from "./reservasi/reservasi-sweep.ts";
import { StatistikCounter } from "./statistik/statistik-counter.ts";

export type OpenOptions = {
  /** Where migrations are logged as they run (the server's log); silent when not given. */
  log?: Logger;
  /**
   * False in a cluster worker: the primary has brought the schema up to date once, before any
   * worker started.
   */
  migrate?: boolean;
};

/** Opens the database, brings its schema up to date and gathers what the app needs. */
export async function openDeps(
  config: Config,
  { log, migrate = true }: OpenOptions = {},
): Promise<AppDeps> {
  prepareDataDir(config.DATA_DIR);
  const { db, dialect } = createDatabase(config);
  try {
    if (migrate) await migrateToLatest(db, { log });
    // An upgrade from the first release: its pictures go where this release reads them.
    if (migrate && config.MEDIA_STORE === "database") {
      const move = await moveLocalUploadsIntoDatabase(config.DATA_DIR, db);
      // The server's log when it has one; the console for scripts and tests.
      if (move) log ? log.info(movedUploadsText(move)) : console.log(movedUploadsText(move));
    }
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const contentChanges = new ContentChanges();
  // On PostgreSQL other server copies may write too: hear of their changes, tell them of ours.
  const contentRelay =
    dialect === "postgres" && config.DATABASE_URL
      ? startPostgresRelay(config.DATABASE_URL, contentChanges, { notify: notifyThrough(db) })
      : undefined;
  await contentRelay?.ready;
  // On SQLite a command-line import writes too: it leaves a signal every copy watches for.
  const contentSignals =
    dialect === "sqlite" ? watchContentSignals(config.DATA_DIR, contentChanges) : undefined;
  const outbox = createOutbox(config, db, dialect);
  const media = createMediaStore(config, db);
  const secret = resolveJwtSecret(config);
  return {
    db,
    dialect,
    config,
    secret,
    media,
    contentChanges,
    contentRelay,
    contentSignals,
    viewCounter: new ViewCounter(db, () => contentChanges.viewsCounted()),
    statistik: new StatistikCounter(db),
    outbox,
    scheduler: createScheduler(config, db, contentChanges),
    reservasiSweep: new ReservasiSweep({ db, outbox, config }),
    iiifTiler: new IiifTiler({ db, media, contentChanges }),
    langgananSweep: new LanggananSweep({
      db,
      outbox,
      site: () => subscriptionSite(config, secret),
    }),
  };
}

/**
 * Stops publishing scheduled items, the visit requests' sweep and sending mail, writes the statistics counted since the last
 * batch, stops listening for other copies' changes, then closes the database.
 */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.scheduler.stop();
  await deps.reservasiSweep.stop();
  await deps.iiifTiler.stop();
  await deps.langgananSweep.stop();
  await deps.outbox.stop();
  await deps.statistik.stop();
  await deps.contentRelay?.close();
  deps.contentSignals?.close();
  await deps.db.destroy();
}

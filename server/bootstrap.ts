import type { AppDeps } from "./app-deps.ts";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import type { Config } from "./config.ts";
import { ContentChanges } from "./content/content-changes.ts";
import { notifyThrough, startPostgresRelay } from "./content/postgres-relay.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { ViewCounter } from "./informasi/view-counter.ts";
import { createMediaStore } from "./media/create-media-store.ts";
import { makePrivateDir } from "./private-files.ts";

/** Opens the database, brings its schema up to date and gathers what the app needs. */
export async function openDeps(config: Config): Promise<AppDeps> {
  makePrivateDir(config.DATA_DIR);
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db);
  const contentChanges = new ContentChanges();
  // On PostgreSQL other server copies may write too: hear of their changes, tell them of ours.
  const contentRelay =
    dialect === "postgres" && config.DATABASE_URL
      ? startPostgresRelay(config.DATABASE_URL, contentChanges, { notify: notifyThrough(db) })
      : undefined;
  await contentRelay?.ready;
  return {
    db,
    dialect,
    config,
    secret: resolveJwtSecret(config),
    media: createMediaStore(config, db),
    contentChanges,
    contentRelay,
    viewCounter: new ViewCounter(db),
  };
}

/** Stops listening for other copies' changes, then closes the database. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.contentRelay?.close();
  await deps.db.destroy();
}

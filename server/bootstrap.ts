import type { AppDeps } from "./app-deps.ts";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import type { Config } from "./config.ts";
import { ContentChanges } from "./content/content-changes.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { ViewCounter } from "./informasi/view-counter.ts";
import { MediaStore } from "./media/media-store.ts";
import { makePrivateDir } from "./private-files.ts";

/** Opens the database, brings its schema up to date and gathers what the app needs. */
export async function openDeps(config: Config): Promise<AppDeps> {
  makePrivateDir(config.DATA_DIR);
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db);
  return {
    db,
    dialect,
    config,
    secret: resolveJwtSecret(config),
    media: new MediaStore(config.DATA_DIR),
    contentChanges: new ContentChanges(),
    viewCounter: new ViewCounter(db),
  };
}

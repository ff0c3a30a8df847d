import type { AppDeps } from "./app-deps.ts";
import { resolveJwtSecret } from "./auth/jwt-secret.ts";
import type { Config } from "./config.ts";
import { ContentChanges } from "./content/content-changes.ts";
import { createDatabase } from "./db/create-database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createMediaStore } from "./media/create-media-store.ts";

/** Opens the database, brings its schema up to date and gathers what the app needs. */
export async function openDeps(config: Config): Promise<AppDeps> {
  const { db, dialect } = createDatabase(config);
  await migrateToLatest(db);
  return {
    db,
    dialect,
    config,
    secret: resolveJwtSecret(config),
    media: createMediaStore(config, db),
    contentChanges: new ContentChanges(),
  };
}

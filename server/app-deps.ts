import type { Config } from "./config.ts";
import type { ContentVersion } from "./content-version.ts";
import type { Db, DialectName } from "./db/create-database.ts";
import type { MediaStore } from "./media/media-store.ts";

/** What the HTTP layer needs, made once at start (or per test). */
export type AppDeps = {
  db: Db;
  dialect: DialectName;
  config: Config;
  secret: string;
  media: MediaStore;
  contentVersion: ContentVersion;
};

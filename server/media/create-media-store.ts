import type { Config } from "../config.ts";
import type { Db } from "../db/create-database.ts";
import { DatabaseMediaStore } from "./database-media-store.ts";
import { LocalMediaStore } from "./local-media-store.ts";
import type { MediaStore } from "./media-store.ts";

/** The store MEDIA_STORE names (config has already refused `database` on SQLite). */
export function createMediaStore(config: Pick<Config, "MEDIA_STORE" | "DATA_DIR">, db: Db) {
  const store: MediaStore =
    config.MEDIA_STORE === "database"
      ? new DatabaseMediaStore(db)
      : new LocalMediaStore(config.DATA_DIR);
  return store;
}

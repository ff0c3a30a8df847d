import type { Config } from "../config.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import type { Db } from "../db/create-database.ts";
import { type Schedulable, Scheduler } from "./scheduler.ts";

/** The content kinds that can be scheduled. */
export const SCHEDULABLE: readonly Schedulable[] = [
  { table: "informasi", jenis: "informasi" },
  { table: "dokumentasi", jenis: "dokumentasi" },
];

export function createScheduler(config: Config, db: Db, contentChanges: ContentChanges) {
  return new Scheduler({
    db,
    contentChanges,
    kinds: SCHEDULABLE,
    everyMs: config.SCHEDULE_CHECK_SECONDS * 1000,
  });
}

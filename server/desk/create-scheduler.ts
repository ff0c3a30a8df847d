import type { Config } from "../config.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import { allKinds } from "../content/core/kind-list.ts";
import type { Db } from "../db/create-database.ts";
import { type Schedulable, Scheduler } from "./scheduler.ts";

/**
 * Every kind of content can be scheduled: its table, its name in the change record, and its date
 * that falls back to today (left empty on a scheduled item, it becomes the day it goes out).
 */
export const schedulableKinds = (): Schedulable[] =>
  allKinds().map((kind) => ({
    table: kind.table,
    jenis: kind.jenis,
    todayField: Object.entries(kind.fields).find(([, field]) => field.fallback === "today")?.[0],
  }));

export function createScheduler(config: Config, db: Db, contentChanges: ContentChanges) {
  return new Scheduler({
    db,
    contentChanges,
    kinds: schedulableKinds,
    everyMs: config.SCHEDULE_CHECK_SECONDS * 1000,
  });
}

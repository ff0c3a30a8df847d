import { todayInJakarta } from "../../common/dates.ts";
import type { RiwayatJenis } from "../../common/schemas/riwayat.schema.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import type { Db } from "../db/create-database.ts";
import { log } from "../log/logger.ts";
import { recordChange } from "../riwayat/riwayat.service.ts";
import { publishDue, SCHEDULER_NAME, type SchedulableTable } from "./scheduler.repository.ts";

/**
 * A content kind that can be scheduled: its table, its label in the change record, and the date
 * field an item left without gets the day it goes out (Jakarta's day).
 */
export type Schedulable = { table: SchedulableTable; jenis: string; todayField?: string };

/**
 * Publishes scheduled items (`status: "terjadwal"`) once their `terbit_pada` has come, without any
 * request: every `everyMs` and once at start (a time that passed while the server was down
 * publishes then). Each copy runs one; the database decides which copy publishes an item, so it
 * is published once, with one `terbit_otomatis` in the change record. Then caches, sitemap, feed
 * and search follow, as after any write.
 */
export class Scheduler {
  readonly #db: Db;
  readonly #contentChanges: ContentChanges;
  readonly #kinds: () => readonly Schedulable[];
  readonly #everyMs: number;
  #timer?: NodeJS.Timeout;
  #running?: Promise<number>;

  constructor(options: {
    db: Db;
    contentChanges: ContentChanges;
    /** Every kind of content (asked each round: a kind may join while the server runs). */
    kinds: () => readonly Schedulable[];
    everyMs: number;
  }) {
    this.#db = options.db;
    this.#contentChanges = options.contentChanges;
    this.#kinds = options.kinds;
    this.#everyMs = options.everyMs;
  }

  /** One round: publishes what is due at `now`; answers how many items it published. */
  publishDue(now = new Date()): Promise<number> {
    this.#running ??= this.#round(now).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #round(now: Date): Promise<number> {
    const at = now.toISOString();
    const published = await this.#db.transaction().execute(async (trx) => {
      let count = 0;
      for (const kind of this.#kinds()) {
        const dated = kind.todayField && { column: kind.todayField, day: todayInJakarta(now) };
        for (const item of await publishDue(trx, kind.table, at, dated || undefined)) {
          await recordChange(
            trx,
            { username: SCHEDULER_NAME },
            { aksi: "terbit_otomatis", jenis: kind.jenis as RiwayatJenis, target: item.judul },
          );
          count++;
        }
      }
      return count;
    });
    if (published) this.#contentChanges.announce();
    return published;
  }

  /** Publishes what is due now, then every `everyMs` until `stop()`. */
  start(): void {
    if (this.#timer) return;
    const round = () => {
      this.publishDue().catch((err) => {
        log.error({ err }, "Penjadwal: putaran penerbitan gagal");
      });
    };
    this.#timer = setInterval(round, this.#everyMs);
    this.#timer.unref();
    round();
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
  }
}

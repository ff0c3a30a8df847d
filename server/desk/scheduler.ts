import { todayInJakarta } from "../../common/dates.ts";
import type { RiwayatJenis } from "../../common/schemas/riwayat.schema.ts";
import { RepeatingRounds } from "../background/repeating-rounds.ts";
import type { ContentChanges } from "../content/content-changes.ts";
import type { Db } from "../db/create-database.ts";
import { noteNewsPublished } from "../langganan/news-hook.ts";
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
export class Scheduler extends RepeatingRounds<number> {
  readonly #db: Db;
  readonly #contentChanges: ContentChanges;
  readonly #kinds: () => readonly Schedulable[];

  constructor(options: {
    db: Db;
    contentChanges: ContentChanges;
    /** Every kind of content (asked each round: a kind may join while the server runs). */
    kinds: () => readonly Schedulable[];
    everyMs: number;
  }) {
    super({ everyMs: options.everyMs, failure: "Penjadwal: putaran penerbitan gagal" });
    this.#db = options.db;
    this.#contentChanges = options.contentChanges;
    this.#kinds = options.kinds;
  }

  /** One round: publishes what is due at `now`; answers how many items it published. */
  publishDue(now = new Date()): Promise<number> {
    return this.roundNow(now);
  }

  protected async round(now: Date): Promise<number> {
    const at = now.toISOString();
    const published = await this.#db.transaction().execute(async (trx) => {
      let count = 0;
      for (const kind of this.#kinds()) {
        const dated = kind.todayField && { column: kind.todayField, day: todayInJakarta(now) };
        const items = await publishDue(trx, kind.table, at, dated || undefined);
        await noteNewsPublished(
          trx,
          kind.jenis,
          items.map((item) => item.id),
          at,
        );
        for (const item of items) {
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
}

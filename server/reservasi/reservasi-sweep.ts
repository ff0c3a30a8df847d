import { RepeatingRounds } from "../background/repeating-rounds.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/create-database.ts";
import type { Outbox } from "../mail/outbox.ts";
import { forgetAddressesBefore } from "./reservasi.repository.ts";
import { toReservasi } from "./reservasi.service.ts";
import { staffNotices } from "./reservasi-mail-list.ts";
import { takeDueDigest } from "./reservasi-mail-rules.ts";

/** A request's sender address is kept this long (for the hourly limit and abuse), then removed. */
export const ADDRESS_KEPT_MS = 90 * 24 * 60 * 60_000;
const EVERY_MS = 60_000;

type SweepDeps = { db: Db; outbox: Outbox; config: Pick<Config, "SITE_NAME" | "PUBLIC_URL"> };

/**
 * The visit requests' background work (decision 110), on every copy: the staff's digest of the
 * requests that came in a burst, once its 15 minutes are over (taken in the database, so one copy
 * sends it); and the addresses of requests older than 90 days removed.
 */
export class ReservasiSweep extends RepeatingRounds<void> {
  readonly #deps: SweepDeps;

  constructor(deps: SweepDeps) {
    super({ everyMs: EVERY_MS, failure: "Permintaan kunjungan: putaran latar gagal" });
    this.#deps = deps;
  }

  /** One round at `now`. */
  sweep(now = new Date()): Promise<void> {
    return this.roundNow(now);
  }

  protected async round(now: Date): Promise<void> {
    const { db, outbox, config } = this.#deps;
    const mails = await db.transaction().execute(async (trx) => {
      const due = (await takeDueDigest(trx, now)).map(toReservasi);
      const notices = await staffNotices(trx, config, due);
      await outbox.add(trx, notices, now);
      return notices.length;
    });
    if (mails) outbox.wake();
    await forgetAddressesBefore(db, new Date(now.getTime() - ADDRESS_KEPT_MS).toISOString());
  }
}

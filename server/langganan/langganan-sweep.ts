import { CONTENT_KINDS } from "../../common/content/kinds.ts";
import { excerpt, htmlToPlainText } from "../../common/plain-text.ts";
import { RepeatingRounds } from "../background/repeating-rounds.ts";
import type { Db } from "../db/create-database.ts";
import type { Outbox } from "../mail/outbox.ts";
import { dueAgendaMails } from "./agenda-reminders.ts";
import * as repo from "./langganan.repository.ts";
import { CONFIRMATION_EVERY_MS, PENDING_KEPT_MS } from "./langganan.service.ts";
import { type NewsItem, newsMail, type SubscriptionSite } from "./langganan-mails.ts";

const DAY = 24 * 60 * 60_000;
/** Subscribers a transaction takes at once: each batch commits with its mails. */
const BATCH = 500;
/** A digest names at most this many items, the newest. */
const MOST_ITEMS = 20;
const EVERY_MS = 30_000;

type SweepDeps = { db: Db; outbox: Outbox; site: () => SubscriptionSite };

const summary = (html: string) => excerpt(htmlToPlainText(html), 280);

/** The published items of these news entries, with their public paths; gone ones left out. */
async function newsItems(db: Db, after: number): Promise<Array<NewsItem & { kabar: number }>> {
  const entries = await repo.newsAfter(db, after);
  const items: Array<NewsItem & { kabar: number }> = [];
  for (const entry of entries) {
    const kind = CONTENT_KINDS.find((k) => k.jenis === entry.jenis);
    if (!kind) continue;
    const row = await repo.publishedArticle(db, kind.table, entry.item_id);
    if (row) items.push({ ...row, path: `${kind.publicPath}/${row.slug}`, kabar: entry.id });
  }
  return items;
}

/**
 * Subscribers' background work, on every copy (decision 160): news to each subscriber of
 * `berita` not mailed news in the last day (the items since their last one in one mail), and
 * unconfirmed addresses forgotten after 7 days. Who is sent what is decided in the database:
 * a batch of subscribers is taken by one conditional UPDATE under a lock, in the transaction
 * that writes their mails to the outbox, so each item reaches each subscriber once across copies
 * and restarts.
 */
export class LanggananSweep extends RepeatingRounds<number> {
  readonly #deps: SweepDeps;

  constructor(deps: SweepDeps) {
    super({ everyMs: EVERY_MS, failure: "Langganan: putaran latar gagal" });
    this.#deps = deps;
  }

  /** One round at `now`; answers how many news mails it queued. */
  sweep(now = new Date()): Promise<number> {
    return this.roundNow(now);
  }

  protected async round(now: Date): Promise<number> {
    const { db } = this.#deps;
    await repo.forgetExpired(db, {
      pendingBefore: new Date(now.getTime() - PENDING_KEPT_MS).toISOString(),
      confirmationsBefore: new Date(now.getTime() - CONFIRMATION_EVERY_MS).toISOString(),
    });
    let queued = await this.#agenda(now);
    for (;;) {
      const mails = await this.#newsBatch(now);
      queued += mails;
      if (mails < BATCH) break;
    }
    if (queued) this.#deps.outbox.wake();
    return queued;
  }

  /** Agenda reminders and changes due at `now`, recorded and written in one transaction. */
  async #agenda(now: Date): Promise<number> {
    const { db, outbox } = this.#deps;
    const site = this.#deps.site();
    return db.transaction().execute(async (trx) => {
      await repo.lockSubscriptions(trx, "agenda");
      const mails = await dueAgendaMails(trx, site, now);
      await outbox.add(trx, mails, now);
      return mails.length;
    });
  }

  /**
   * One batch: the subscribers due news, read and marked under the lock (other copies wait for
   * it, then find them marked), and their mails written in the same transaction.
   */
  async #newsBatch(now: Date): Promise<number> {
    const { db, outbox } = this.#deps;
    const site = this.#deps.site();
    return db.transaction().execute(async (trx) => {
      await repo.lockSubscriptions(trx, "kabar");
      const latest = Number((await repo.latestNews(trx).executeTakeFirstOrThrow()).id);
      const dayAgo = new Date(now.getTime() - DAY).toISOString();
      const due = await repo.dueForNews(trx, { latest, dayAgo, limit: BATCH });
      if (due.length === 0) return 0;
      await repo.markNewsSent(
        trx,
        due.map((s) => s.id),
        { latest, at: now.toISOString() },
      );
      const earliest = Math.min(...due.map((s) => s.kabar_terakhir));
      const items = await newsItems(trx, earliest);
      const mails = due.flatMap((s) => {
        const theirs = items.filter((item) => item.kabar > s.kabar_terakhir).slice(-MOST_ITEMS);
        // Items taken down since they were published leave nothing to tell.
        return theirs.length ? [newsMail(s, theirs, site, summary)] : [];
      });
      await outbox.add(trx, mails, now);
      return due.length;
    });
  }
}

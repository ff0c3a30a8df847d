import { todayInJakarta } from "../../common/dates.ts";
import type { Db } from "../db/create-database.ts";
import { log } from "../log/logger.ts";
import { errorText } from "../mail/outbox.ts";
import {
  addHarian,
  addPencarian,
  type HarianRow,
  knownHarian,
  knownPencarian,
  type PencarianRow,
} from "./statistik.repository.ts";
import {
  MAX_PENCARIAN_PER_HARI,
  MAX_PERUJUK_PER_HARI,
  PERUJUK_LAINNYA,
} from "./statistik-limits.ts";

/** One view of a public page by a person, as the page-serving path hands it over. */
export type CountedView = {
  path: string;
  perangkat: "ponsel" | "tablet" | "desktop";
  /**
   * An external referring host, when there is one, and the views it adds: more than one when
   * earlier views waited for a second client to send it (decision 111).
   */
  perujuk?: { host: string; views: number };
  /** A search on `/cari`: its normalised words, how many results it found, how many searches. */
  pencarian?: { q: string; hasil: number; jumlah: number };
};

/** One WIB day's sums, by what they count: a view adds to plain Map entries, no key is built. */
type DayCounts = {
  halaman: Map<string, number>;
  perangkat: Map<string, number>;
  /** Bounded to the day's hosts (MAX_PERUJUK_PER_HARI); the rest add to "(lainnya)". */
  perujuk: Map<string, number>;
  pencarian: Map<string, { jumlah: number; hasil: number }>;
};

/** The sums since the last write, by day (a write that spans midnight holds two). */
type Counts = Map<string, DayCounts>;

const emptyDay = (): DayCounts => ({
  halaman: new Map(),
  perangkat: new Map(),
  perujuk: new Map(),
  pencarian: new Map(),
});

const FLUSH_FAILED = "Statistik pengunjung belum tersimpan; dicoba lagi pada penulisan berikutnya";

/** How often counts are written (and, at the latest, on shutdown). */
export const FLUSH_EVERY_MS = 10_000;

/**
 * Visitor statistics kept in memory and written in batches (docs/decisions/080). Counting a view
 * only adds to Maps; every `FLUSH_EVERY_MS` (and on `stop`) the sums are added to the database's
 * daily rows in one transaction, so a page answered from memory pays for no write.
 */
export class StatistikCounter {
  readonly #db: Db;
  #counts: Counts = new Map();
  /** Today's sums, kept at hand: a view looks up no day. */
  #today: { day: string; counts: DayCounts } | undefined;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  /** Views added up elsewhere (per address, count-page-view.ts): handed over before every write. */
  readonly #drains: Array<() => void> = [];

  constructor(db: Db) {
    this.#db = db;
  }

  /** Adds one view, today (WIB), to this copy's sums. */
  count(view: CountedView): void {
    const counts = this.#dayCounts(todayInJakarta());
    add(counts.halaman, view.path, 1);
    add(counts.perangkat, view.perangkat, 1);
    if (view.perujuk !== undefined) countPerujuk(counts, view.perujuk.host, view.perujuk.views);
    if (view.pencarian) {
      const { q, jumlah, hasil } = view.pencarian;
      countPencarian(counts, q, { jumlah, hasil });
    }
  }

  /** Adds the views of one page added up elsewhere: per device class and per referring host. */
  countServed(
    day: string,
    path: string,
    perangkat: Record<CountedView["perangkat"], number>,
    perujuk: Map<string, number> | undefined,
  ): void {
    const counts = this.#dayCounts(day);
    add(counts.halaman, path, perangkat.ponsel + perangkat.tablet + perangkat.desktop);
    for (const [name, n] of Object.entries(perangkat)) if (n > 0) add(counts.perangkat, name, n);
    if (perujuk) for (const [host, n] of perujuk) countPerujuk(counts, host, n);
  }

  /** `drain` hands over views added up elsewhere: every write (and `stop`) calls it first. */
  drainBeforeWrites(drain: () => void): void {
    this.#drains.push(drain);
  }

  /** Writes every `FLUSH_EVERY_MS` until `stop`. */
  start(): void {
    // A failed write keeps its sums in memory for the next one.
    this.#timer ??= setInterval(
      () => void this.flush().catch((err) => log.warn({ err: errorText(err) }, FLUSH_FAILED)),
      FLUSH_EVERY_MS,
    );
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left (a failure is logged: the process is ending). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush().catch((err) => log.error({ err: errorText(err) }, FLUSH_FAILED));
  }

  /**
   * Adds the sums counted so far to the database, one batch at a time. When the write fails the
   * sums go back to memory for the next try.
   */
  flush(): Promise<void> {
    const run = this.#flushing.then(() => this.#writeBatch());
    this.#flushing = run.catch(() => undefined);
    return run;
  }

  #dayCounts(day: string): DayCounts {
    if (this.#today?.day === day) return this.#today.counts;
    let counts = this.#counts.get(day);
    if (!counts) {
      counts = emptyDay();
      this.#counts.set(day, counts);
    }
    this.#today = { day, counts };
    return counts;
  }

  async #writeBatch(): Promise<void> {
    for (const drain of this.#drains) drain();
    const batch = this.#counts;
    if (batch.size === 0) return;
    this.#counts = new Map();
    this.#today = undefined;
    try {
      await this.#db.transaction().execute((trx) => writeCounts(trx, batch));
    } catch (err) {
      this.#putBack(batch);
      throw err;
    }
  }

  #putBack(batch: Counts): void {
    for (const [day, kept] of batch) {
      const counts = this.#dayCounts(day);
      for (const [path, n] of kept.halaman) add(counts.halaman, path, n);
      for (const [perangkat, n] of kept.perangkat) add(counts.perangkat, perangkat, n);
      for (const [host, n] of kept.perujuk) countPerujuk(counts, host, n);
      for (const [q, value] of kept.pencarian) countPencarian(counts, q, value);
    }
  }
}

function add(map: Map<string, number>, key: string, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** A flood of made-up hosts between two writes adds to one row, not to memory. */
function countPerujuk(counts: DayCounts, host: string, n: number): void {
  // The "(lainnya)" row is no host: it takes no room.
  const hosts = counts.perujuk.size - Number(counts.perujuk.has(PERUJUK_LAINNYA));
  const known = counts.perujuk.has(host) || hosts < MAX_PERUJUK_PER_HARI;
  add(counts.perujuk, known ? host : PERUJUK_LAINNYA, n);
}

/** A phrase counted again takes the latest number of results; new ones while the day has room. */
function countPencarian(
  counts: DayCounts,
  q: string,
  view: { jumlah: number; hasil: number },
): void {
  const before = counts.pencarian.get(q);
  if (before) {
    before.jumlah += view.jumlah;
    before.hasil = view.hasil;
  } else if (counts.pencarian.size < MAX_PENCARIAN_PER_HARI) {
    counts.pencarian.set(q, { ...view });
  }
}

/** One batch into the daily rows, with the day's bounds on hosts and phrases kept. */
async function writeCounts(db: Db, batch: Counts): Promise<void> {
  const harian: HarianRow[] = [];
  for (const [hari, counts] of batch) {
    for (const [nilai, tayangan] of counts.halaman) {
      harian.push({ hari, dimensi: "halaman", nilai, tayangan });
    }
    for (const [nilai, tayangan] of counts.perangkat) {
      harian.push({ hari, dimensi: "perangkat", nilai, tayangan });
    }
    if (counts.perujuk.size > 0) harian.push(...(await boundedHosts(db, hari, counts.perujuk)));
  }
  await addHarian(db, harian);

  for (const [hari, counts] of batch) {
    if (counts.pencarian.size === 0) continue;
    const rows: PencarianRow[] = [...counts.pencarian].map(([q, { jumlah, hasil }]) => ({
      hari,
      q,
      jumlah,
      hasil,
    }));
    const { known, count } = await knownPencarian(
      db,
      hari,
      rows.map((r) => r.q),
    );
    // Phrases the day has go on being counted; new ones only while the day has room.
    let room = Math.max(0, MAX_PENCARIAN_PER_HARI - count);
    const kept: PencarianRow[] = [];
    for (const row of rows.sort((a, b) => b.jumlah - a.jumlah)) {
      if (known.has(row.q)) kept.push(row);
      else if (room > 0) {
        room--;
        kept.push(row);
      }
    }
    await addPencarian(db, kept);
  }
}

/** The day's hosts as rows: known ones as they are, new ones while there is room, the rest summed. */
async function boundedHosts(
  db: Db,
  hari: string,
  hosts: Map<string, number>,
): Promise<HarianRow[]> {
  const names = [...hosts.keys()].filter((h) => h !== PERUJUK_LAINNYA);
  const { known, count } = await knownHarian(db, hari, "perujuk", [...names, PERUJUK_LAINNYA]);
  // The "(lainnya)" row is no host: it takes no room.
  let room = Math.max(0, MAX_PERUJUK_PER_HARI - (count - Number(known.has(PERUJUK_LAINNYA))));
  let lainnya = hosts.get(PERUJUK_LAINNYA) ?? 0;
  const rows: HarianRow[] = [];
  for (const host of names.sort((a, b) => (hosts.get(b) ?? 0) - (hosts.get(a) ?? 0))) {
    const tayangan = hosts.get(host) ?? 0;
    if (known.has(host) || room > 0) {
      if (!known.has(host)) room--;
      rows.push({ hari, dimensi: "perujuk", nilai: host, tayangan });
    } else {
      lainnya += tayangan;
    }
  }
  if (lainnya > 0)
    rows.push({ hari, dimensi: "perujuk", nilai: PERUJUK_LAINNYA, tayangan: lainnya });
  return rows;
}

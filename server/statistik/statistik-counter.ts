import { todayInJakarta } from "../../common/dates.ts";
import type { Db } from "../db/create-database.ts";
import type { StatistikDimensi } from "../db/schema.ts";
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
  /** An external referring host, when there is one. */
  perujuk?: string;
  /** A search on `/cari`: its normalised words and how many results it found. */
  pencarian?: { q: string; hasil: number };
};

type Counts = {
  harian: Map<string, number>;
  pencarian: Map<string, { jumlah: number; hasil: number }>;
  /** Distinct referring hosts per day in `harian`, to bound them before they reach the map. */
  perujukPerHari: Map<string, number>;
};

const emptyCounts = (): Counts => ({
  harian: new Map(),
  pencarian: new Map(),
  perujukPerHari: new Map(),
});

const SEP = "\t";
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
  #counts = emptyCounts();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Adds one view to this copy's sums in memory. */
  count(view: CountedView): void {
    const day = todayInJakarta();
    const counts = this.#counts;
    add(counts.harian, `${day}${SEP}halaman${SEP}${view.path}`, 1);
    add(counts.harian, `${day}${SEP}perangkat${SEP}${view.perangkat}`, 1);
    if (view.perujuk !== undefined) this.#addPerujuk(day, view.perujuk, 1);
    if (view.pencarian) {
      const key = `${day}${SEP}${view.pencarian.q}`;
      const before = counts.pencarian.get(key);
      if (before) {
        before.jumlah++;
        before.hasil = view.pencarian.hasil;
      } else if (counts.pencarian.size < MAX_PENCARIAN_PER_HARI) {
        counts.pencarian.set(key, { jumlah: 1, hasil: view.pencarian.hasil });
      }
    }
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

  async #writeBatch(): Promise<void> {
    const batch = this.#counts;
    if (batch.harian.size === 0 && batch.pencarian.size === 0) return;
    this.#counts = emptyCounts();
    try {
      await this.#db.transaction().execute((trx) => writeCounts(trx, batch));
    } catch (err) {
      this.#putBack(batch);
      throw err;
    }
  }

  /** A flood of made-up hosts between two writes adds to one row, not to memory. */
  #addPerujuk(day: string, host: string, n: number): void {
    const counts = this.#counts;
    let key = `${day}${SEP}perujuk${SEP}${host}`;
    if (!counts.harian.has(key)) {
      const hosts = counts.perujukPerHari.get(day) ?? 0;
      if (hosts >= MAX_PERUJUK_PER_HARI) key = `${day}${SEP}perujuk${SEP}${PERUJUK_LAINNYA}`;
      else counts.perujukPerHari.set(day, hosts + 1);
    }
    add(counts.harian, key, n);
  }

  #putBack(batch: Counts): void {
    for (const [key, n] of batch.harian) {
      const [day, dimensi, nilai] = key.split(SEP) as [string, string, string];
      if (dimensi === "perujuk") this.#addPerujuk(day, nilai, n);
      else add(this.#counts.harian, key, n);
    }
    for (const [key, value] of batch.pencarian) {
      const now = this.#counts.pencarian.get(key);
      if (now) now.jumlah += value.jumlah;
      else if (this.#counts.pencarian.size < MAX_PENCARIAN_PER_HARI) {
        this.#counts.pencarian.set(key, { ...value });
      }
    }
  }
}

function add(map: Map<string, number>, key: string, n: number): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** One batch into the daily rows, with the day's bounds on hosts and phrases kept. */
async function writeCounts(db: Db, batch: Counts): Promise<void> {
  const harian: HarianRow[] = [];
  const perujukByDay = new Map<string, Map<string, number>>();
  for (const [key, tayangan] of batch.harian) {
    const [hari, dimensi, nilai] = key.split(SEP) as [string, StatistikDimensi, string];
    if (dimensi === "perujuk") {
      const hosts = perujukByDay.get(hari) ?? new Map<string, number>();
      hosts.set(nilai, tayangan);
      perujukByDay.set(hari, hosts);
    } else {
      harian.push({ hari, dimensi, nilai, tayangan });
    }
  }
  for (const [hari, hosts] of perujukByDay) {
    harian.push(...(await boundedHosts(db, hari, hosts)));
  }
  await addHarian(db, harian);

  const pencarianByDay = new Map<string, PencarianRow[]>();
  for (const [key, { jumlah, hasil }] of batch.pencarian) {
    const [hari, q] = key.split(SEP) as [string, string];
    const rows = pencarianByDay.get(hari) ?? [];
    rows.push({ hari, q, jumlah, hasil });
    pencarianByDay.set(hari, rows);
  }
  for (const [hari, rows] of pencarianByDay) {
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

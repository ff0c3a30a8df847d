import type { Config } from "./config.ts";
import type { ContentChanges } from "./content/content-changes.ts";
import type { PostgresRelay } from "./content/postgres-relay.ts";
import type { Db, DialectName } from "./db/create-database.ts";
import type { Scheduler } from "./desk/scheduler.ts";
import type { IiifTiler } from "./iiif/iiif-tiler.ts";
import type { ViewCounter } from "./informasi/view-counter.ts";
import type { LanggananSweep } from "./langganan/langganan-sweep.ts";
import type { Outbox } from "./mail/outbox.ts";
import type { MediaStore } from "./media/media-store.ts";
import type { ReservasiSweep } from "./reservasi/reservasi-sweep.ts";
import type { StatistikCounter } from "./statistik/statistik-counter.ts";

/** What the HTTP layer needs, made once at start (or per test). */
export type AppDeps = {
  db: Db;
  dialect: DialectName;
  config: Config;
  secret: string;
  media: MediaStore;
  contentChanges: ContentChanges;
  viewCounter: ViewCounter;
  /** Visitor statistics counted in memory; its timer runs where `serve-main.ts` starts it. */
  statistik: StatistikCounter;
  /** Mail waits here; its background loop runs where `serve-main.ts` starts it. */
  outbox: Outbox;
  /** Publishes scheduled items when their time comes; its loop runs where `serve-main.ts` starts it. */
  scheduler: Scheduler;
  /** Visit requests' staff digests and old addresses; its loop runs where `serve-main.ts` starts it. */
  reservasiSweep: ReservasiSweep;
  /** Makes collection pictures' IIIF tiles; its loop runs where `serve-main.ts` starts it. */
  iiifTiler: IiifTiler;
  /** Subscribers' news and forgetting of unconfirmed addresses; runs where `serve-main.ts` starts it. */
  langgananSweep: LanggananSweep;
  /** PostgreSQL only: LISTEN/NOTIFY between server copies. */
  contentRelay?: PostgresRelay;
  /** On SQLite: hears content changed by a process that serves nothing (content/file-signal.ts). */
  contentSignals?: { close(): void };
};

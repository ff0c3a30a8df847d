import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type pg from "pg";
import type { Db } from "../db/create-database.ts";
import { log as processLog } from "../log/logger.ts";
import type { ContentChanges } from "./content-changes.ts";

/** The PostgreSQL channel every server copy on one database listens on. */
export const CONTENT_CHANNEL = "keraton_konten_berubah";

export type RelayOptions = {
  /** Sends NOTIFY through a connection that is not the listening one (the app's pool). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** Shown in pg_stat_activity, so an operator (or a test) can tell the listener apart. */
  applicationName?: string;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  log?: (line: string) => void;
};

/** The relay's `notify` over the app's pool: NOTIFY as a query any pooled connection can run. */
export function notifyThrough(db: Db): RelayOptions["notify"] {
  return (channel, payload) => sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export type PostgresRelay = {
  /** Resolves once the first LISTEN is in place (or failed; it keeps retrying). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/**
 * Tells the other server copies on one PostgreSQL that content changed, and hears them: a
 * dedicated connection LISTENs; announcements go out as NOTIFY through the app's pool, so a write
 * is announced even while the listening connection is being rebuilt. While it is down this copy
 * cannot hear others, so its caches count as stale until LISTEN is back.
 */
export function startPostgresRelay(
  connectionString: string,
  changes: ContentChanges,
  options: RelayOptions,
): PostgresRelay {
  const self = randomBytes(8).toString("hex");
  const log = options.log ?? ((line) => processLog.error(line));
  const firstRetry = options.retryMs ?? 250;
  const maxRetry = options.maxRetryMs ?? 5000;
  let retry = firstRetry;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  changes.setStale(true);
  changes.relayTo(() => {
    const send = () => options.notify(CONTENT_CHANNEL, self);
    // One retry: a pooled connection may have just dropped; the write itself is already committed.
    send()
      .catch(() => send())
      .catch((err: Error) => log(`Relay konten: NOTIFY gagal (${err.message})`));
  });

  function dropped(from: pg.Client, reason: string) {
    if (client !== from) return; // already handled
    client = undefined;
    changes.setStale(true);
    from.removeAllListeners();
    from.on("error", () => {});
    from.end().catch(() => {});
    if (closed) return;
    log(`Relay konten: koneksi LISTEN terputus (${reason}); mencoba lagi dalam ${retry} ms`);
    schedule();
  }

  function schedule() {
    timer = setTimeout(() => {
      connect().catch(() => {});
    }, retry);
    retry = Math.min(retry * 2, maxRetry);
  }

  async function connect(): Promise<void> {
    // pg is loaded only where PostgreSQL is used (SQLite's workers never hold it).
    const { default: pgModule } = await import("pg");
    const next = new pgModule.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: options.applicationName ?? "keraton-relay",
    });
    next.on("notification", (message) => {
      if (message.payload !== self) changes.receive();
    });
    next.on("error", (err) => dropped(next, err.message));
    next.on("end", () => dropped(next, "koneksi ditutup"));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (err) {
      dropped(next, (err as Error).message);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    retry = firstRetry;
    // Anything announced while this copy was not listening is unknown: setStale(false) moves on.
    changes.setStale(false);
  }

  const ready = connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      changes.relayTo(undefined);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on("error", () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

/**
 * A change made by a process that serves nothing (a restore): every server copy on this PostgreSQL
 * database hears it as it hears another copy's write, and drops what it cached.
 */
export async function announceToServerCopies(db: Db, from: string): Promise<void> {
  await notifyThrough(db)(CONTENT_CHANNEL, from);
}

import { randomBytes, randomUUID } from "node:crypto";
import type { Db, DialectName } from "../db/create-database.ts";
import type { SuratKeluarRow } from "../db/schema.ts";
import { log } from "../log/logger.ts";
import { mailFailureText } from "./mail-failure.ts";
import type { MailTransport } from "./mail-transport.ts";
import { claimDueMails, finishTry, insertMails } from "./outbox.repository.ts";

/** A mail as its writer gives it; the outbox adds the rest. */
export type OutgoingMail = {
  kepada: string;
  perihal: string;
  teks: string;
  html?: string;
  balas_ke?: string;
  /**
   * A subscriber mail's one-click unsubscribe address (decision 160): sent as `List-Unsubscribe`,
   * and paced by `MAIL_RATE_PER_MINUTE` behind staff mail.
   */
  berhenti?: string;
};

const MINUTE = 60_000;
/** How long tries go on before a mail is marked failed. */
export const TRY_FOR_MS = 24 * 60 * MINUTE;
/** A copy's claim on a mail while it sends: far beyond the transport's own timeouts. */
const CLAIM_MS = 5 * MINUTE;
const BATCH = 20;

/** The wait after the n-th failed try: 1, 2, 4 … minutes, at most an hour. */
export function backoffAfter(tries: number): number {
  return Math.min(60, 2 ** Math.max(0, tries - 1)) * MINUTE;
}

/** An error's text as staff may read it: one line, no credentials, not too long. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text
    .replace(/\/\/[^/@\s]*@/g, "//***@")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 500);
}

/** Header values are one line: CR/LF (and other controls) never reach a header. */
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * Mail waits in the database (`surat_keluar`) and is sent by a background loop: a request that
 * writes mail never waits for SMTP, a mail is written in the same transaction as what caused it, and
 * several server copies claim rows so that each mail is sent by one of them.
 */
export class Outbox {
  readonly #db: Db;
  readonly #dialect: DialectName;
  readonly #transport?: MailTransport;
  readonly #host: string;
  readonly #claimant = randomUUID();
  readonly #ratePerMinute: number;
  #timer?: NodeJS.Timeout;
  #running?: Promise<void>;
  #again = false;

  constructor(options: {
    db: Db;
    dialect: DialectName;
    transport?: MailTransport;
    /** The domain of Message-IDs (the sender's). */
    host: string;
    /** Subscriber mails sent a minute, by every copy together (staff mail is not counted). */
    ratePerMinute?: number;
  }) {
    this.#ratePerMinute = options.ratePerMinute ?? 60;
    this.#db = options.db;
    this.#dialect = options.dialect;
    this.#transport = options.transport;
    this.#host = options.host;
  }

  /** True when SMTP is set up; otherwise mail waits in the outbox. */
  get canSend(): boolean {
    return this.#transport !== undefined;
  }

  /** Writes mails with `db`, the caller's transaction; `wake()` after it commits. */
  async add(db: Db, mails: ReadonlyArray<OutgoingMail>, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await insertMails(
      db,
      mails.map((mail) => ({
        dibuat: at,
        kepada: oneLine(mail.kepada),
        balas_ke: oneLine(mail.balas_ke ?? ""),
        perihal: oneLine(mail.perihal),
        teks: mail.teks,
        html: mail.html ?? "",
        berhenti: mail.berhenti ?? "",
        message_id: `<${randomBytes(12).toString("hex")}@${this.#host}>`,
        antri_sejak: at,
        coba_lagi_pada: at,
      })),
    );
  }

  /** Sends what is due soon, without waiting for the next round. */
  wake(): void {
    if (this.#timer) setImmediate(() => void this.sendDue());
  }

  /** Sends every mail due now (one round at a time; a call during a round runs another after). */
  sendDue(now?: Date): Promise<void> {
    if (!this.#transport) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#rounds(now).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #rounds(now?: Date): Promise<void> {
    do {
      this.#again = false;
      let claimed: SuratKeluarRow[];
      do {
        const at = now ?? new Date();
        claimed = await claimDueMails(this.#db, this.#dialect, {
          by: this.#claimant,
          now: at.toISOString(),
          until: new Date(at.getTime() + CLAIM_MS).toISOString(),
          limit: BATCH,
          subscriberRate: {
            perMinute: this.#ratePerMinute,
            since: new Date(at.getTime() - MINUTE).toISOString(),
          },
        });
        for (const mail of claimed) await this.#try(mail, now);
      } while (claimed.length === BATCH);
    } while (this.#again);
  }

  async #try(mail: SuratKeluarRow, now?: Date): Promise<void> {
    const percobaan = mail.percobaan + 1;
    try {
      await this.#transport?.send(mail);
      const at = (now ?? new Date()).toISOString();
      await finishTry(this.#db, mail.id, this.#claimant, {
        status: "terkirim",
        percobaan,
        galat: "",
        terkirim_pada: at,
      });
    } catch (err) {
      const at = now ?? new Date();
      const next = new Date(at.getTime() + backoffAfter(percobaan));
      const givenUp = next.getTime() - Date.parse(mail.antri_sejak) > TRY_FOR_MS;
      const status = givenUp ? "gagal" : "antri";
      // Staff read the kind of failure ("Email Keluar"); the server's raw answer is for whoever
      // runs the server, in its log (errorText has taken any credentials out of it).
      log.warn({ surat: mail.id, percobaan, status, galat: errorText(err) }, "Email gagal dikirim");
      await finishTry(this.#db, mail.id, this.#claimant, {
        status,
        percobaan,
        galat: mailFailureText(err),
        coba_lagi_pada: next.toISOString(),
      });
    }
  }

  /** Sends what is due every `everyMs` until `stop()`. */
  start(everyMs = 5_000): void {
    if (this.#timer || !this.#transport) return;
    this.#timer = setInterval(() => {
      this.sendDue().catch((err) => {
        log.error({ err: errorText(err) }, "Email keluar: putaran pengiriman gagal");
      });
    }, everyMs);
    this.#timer.unref();
    void this.sendDue().catch(() => {});
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => {});
    this.#transport?.close();
  }
}

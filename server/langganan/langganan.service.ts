import {
  type Bahasa,
  LANGGANAN_TEXTS,
  type Langganan,
  type LanggananRingkasan,
  langgananInputSchema,
  TOPIK,
  type Topik,
} from "../../common/langganan.ts";
import type { Config } from "../config.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { LanggananRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { countingAddress } from "../http/counting-address.ts";
import type { Outbox } from "../mail/outbox.ts";
import * as repo from "./langganan.repository.ts";
import { confirmationMail, type SubscriptionSite } from "./langganan-mails.ts";
import {
  addressHash,
  hashToken,
  idOfManageToken,
  isManageToken,
  newConfirmationToken,
} from "./langganan-tokens.ts";

// Subscriptions (decision 160): subscribe with double opt-in, confirm, manage, leave.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An unconfirmed address (and its link) is kept this long. */
export const PENDING_KEPT_MS = 7 * DAY;
/** One address gets at most one confirmation mail in this long. */
export const CONFIRMATION_EVERY_MS = DAY;
/** Confirmation mails an hour from one client (an IPv6 client counted by its /64). */
export const CONFIRMATIONS_PER_CLIENT_HOUR = 5;
/** Confirmation mails an hour in all. */
export const CONFIRMATIONS_PER_HOUR = 30;

export type LanggananDeps = { db: Db; outbox: Outbox; config: Config; secret: string };

export function subscriptionSite(
  config: Pick<Config, "SITE_NAME" | "PUBLIC_URL" | "HOST" | "PORT">,
  secret: string,
): SubscriptionSite {
  return {
    siteName: config.SITE_NAME,
    baseUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
    secret,
  };
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** The form's language: the one it says, else Indonesian (for the words of a refusal). */
export const formLang = (fields: unknown): Bahasa =>
  (fields as { bahasa?: unknown } | null)?.bahasa === "en" ? "en" : "id";

/** Checks the fields; a refusal in the form's language names each field at fault. */
function readInput(fields: unknown, lang: Bahasa) {
  const parsed = langgananInputSchema(lang).safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "email");
    errors[field] ??= issue.message;
  }
  const messages = Object.values(errors);
  const message = messages.length === 1 ? messages[0] : LANGGANAN_TEXTS[lang].invalidForm;
  throw new DomainError("invalid", message, errors);
}

/**
 * `POST /api/langganan` and the page forms. A new or unconfirmed address gets one confirmation
 * mail, within the limits (one an address a day, a few an hour per client and in all); a
 * confirmed one is left as it is. Past a limit nothing changes. The answer is the same for all.
 */
export async function subscribe(
  deps: LanggananDeps,
  fields: unknown,
  client: string,
  now = new Date(),
): Promise<void> {
  const input = readInput(fields, formLang(fields));
  const email = input.email;
  const site = subscriptionSite(deps.config, deps.secret);
  const queued = await deps.db.transaction().execute(async (trx) => {
    await repo.lockSubscriptions(trx, "surat");
    const counted = countingAddress(client);
    const sent = await repo.confirmationsSince(trx, {
      hour: ago(now, 60 * MINUTE),
      day: ago(now, CONFIRMATION_EVERY_MS),
      emailHash: addressHash(email),
      client: counted,
    });
    if (
      sent.toAddress > 0 ||
      sent.fromClient >= CONFIRMATIONS_PER_CLIENT_HOUR ||
      sent.all >= CONFIRMATIONS_PER_HOUR
    ) {
      return false;
    }
    const known = await repo.findByEmail(trx, email);
    if (known?.status === "aktif") return false;
    const { token, hash } = newConfirmationToken();
    const at = now.toISOString();
    const fieldsToKeep = {
      bahasa: input.bahasa,
      topik: input.topik.join(","),
      token_konfirmasi: hash,
      dibuat: at,
    };
    await repo.savePending(trx, known, { email, ...fieldsToKeep });
    await repo.recordConfirmation(trx, {
      email_hash: addressHash(email),
      alamat_klien: counted,
      dikirim_pada: at,
    });
    await deps.outbox.add(
      trx,
      [confirmationMail({ email, bahasa: input.bahasa }, token, site)],
      now,
    );
    return true;
  });
  if (queued) deps.outbox.wake();
}

const badLink = (lang: Bahasa) => new DomainError("invalid", LANGGANAN_TEXTS[lang].badLink);

/**
 * Follows a confirmation link: the address becomes a subscriber (news from now on, none from
 * before). A used, expired or unknown token is refused in the page's language.
 */
export async function confirm(
  db: Db,
  token: string,
  lang: Bahasa,
  now = new Date(),
): Promise<LanggananRow> {
  const row = await repo.confirmByToken(db, {
    hash: hashToken(token),
    at: now.toISOString(),
    bornAfter: ago(now, PENDING_KEPT_MS),
  });
  if (!row) throw badLink(lang);
  return row;
}

/** The subscriber a manage link names, or a refusal in the page's language. */
export async function subscriberOf(
  db: Db,
  secret: string,
  token: string,
  lang: Bahasa,
): Promise<LanggananRow> {
  const id = idOfManageToken(token);
  const row = id === undefined ? undefined : await repo.findById(db, id);
  if (row?.status !== "aktif" || !isManageToken(secret, row, token)) throw badLink(lang);
  return row;
}

/** Changes a subscriber's topics (at least one; none is leaving). */
export async function changeTopics(
  db: Db,
  secret: string,
  token: string,
  fields: { topik: unknown; bahasa: Bahasa },
): Promise<LanggananRow> {
  const row = await subscriberOf(db, secret, token, fields.bahasa);
  const schema = langgananInputSchema(fields.bahasa).shape.topik;
  const parsed = schema.safeParse(fields.topik);
  if (!parsed.success) {
    const message = LANGGANAN_TEXTS[fields.bahasa].invalidTopik;
    throw new DomainError("invalid", message, { topik: message });
  }
  return repo.setTopics(db, row.id, parsed.data.join(","));
}

/** Leaving deletes the address (the one-click POST and the manage page alike). */
export async function leave(db: Db, secret: string, token: string, lang: Bahasa): Promise<void> {
  const row = await subscriberOf(db, secret, token, lang);
  await db.transaction().execute((trx) => repo.deleteSubscriber(trx, row.id));
}

export const topicsOf = (row: Pick<LanggananRow, "topik">): Topik[] =>
  TOPIK.filter((t) => row.topik.split(",").includes(t));

export function toLangganan(row: LanggananRow): Langganan {
  return {
    id: row.id,
    email: row.email,
    bahasa: row.bahasa,
    topik: topicsOf(row),
    status: row.status,
    dibuat: row.dibuat,
  };
}

/** An admin's page of subscribers, newest first, optionally those whose address holds `q`. */
export async function listSubscribers(
  db: Db,
  q: string,
  page: Page = { offset: 0 },
): Promise<{ items: Langganan[]; total: number }> {
  const { rows, total } = await repo.listRows(db, q, page);
  return { items: rows.map(toLangganan), total };
}

/** Counts by state, language and topic (what editors see). */
export async function summary(db: Db): Promise<LanggananRingkasan> {
  const rows = await repo.allStates(db);
  const result: LanggananRingkasan = {
    total: rows.length,
    status: { menunggu: 0, aktif: 0 },
    bahasa: { id: 0, en: 0 },
    topik: { berita: 0, agenda: 0 },
  };
  for (const row of rows) {
    result.status[row.status]++;
    result.bahasa[row.bahasa]++;
    if (row.status === "aktif") for (const t of topicsOf(row)) result.topik[t]++;
  }
  return result;
}

export async function removeSubscriber(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => repo.deleteSubscriber(trx, id));
}

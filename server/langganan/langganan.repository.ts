import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { LanggananRow } from "../db/schema.ts";

/** One lock for every process around subscription decisions (SQLite has one writer). */
export async function lockSubscriptions(
  trx: Db,
  name: "surat" | "kabar" | "agenda",
): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`langganan:${name}`}))`.execute(trx);
  }
}

export function findByEmail(db: Db, email: string): Promise<LanggananRow | undefined> {
  return db
    .selectFrom("langganan")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<LanggananRow | undefined> {
  return db.selectFrom("langganan").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Confirmation mails queued since `hour` (all, and from one client) and to one address since `day`. */
export async function confirmationsSince(
  db: Db,
  q: { hour: string; day: string; emailHash: string; client: string },
): Promise<{ all: number; fromClient: number; toAddress: number }> {
  const row = await db
    .selectFrom("langganan_konfirmasi")
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when("dikirim_pada", ">", q.hour).then(1).else(0).end())
        .as("all"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("dikirim_pada", ">", q.hour), eb("alamat_klien", "=", q.client)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("fromClient"),
      eb.fn
        .sum<number>(eb.case().when("email_hash", "=", q.emailHash).then(1).else(0).end())
        .as("toAddress"),
    ])
    .where("dikirim_pada", ">", q.day)
    .executeTakeFirstOrThrow();
  return {
    all: Number(row.all ?? 0),
    fromClient: Number(row.fromClient ?? 0),
    toAddress: Number(row.toAddress ?? 0),
  };
}

export async function recordConfirmation(
  db: Db,
  row: { email_hash: string; alamat_klien: string; dikirim_pada: string },
): Promise<void> {
  await db.insertInto("langganan_konfirmasi").values(row).execute();
}

/** The newest news entry's id (0 with none): where a new subscriber's news starts. */
export const latestNews = (db: Db) =>
  db
    .selectFrom("langganan_kabar")
    .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("id"));

/** Removes what is kept only for a while: unconfirmed addresses and the limits' records. */
export async function forgetExpired(
  db: Db,
  { pendingBefore, confirmationsBefore }: { pendingBefore: string; confirmationsBefore: string },
): Promise<void> {
  await db
    .deleteFrom("langganan")
    .where("status", "=", "menunggu")
    .where("dibuat", "<=", pendingBefore)
    .execute();
  await db
    .deleteFrom("langganan_konfirmasi")
    .where("dikirim_pada", "<=", confirmationsBefore)
    .execute();
}

/** Deletes a subscriber and what was recorded of the mails they were sent. */
export async function deleteSubscriber(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom("langganan_pengingat").where("langganan_id", "=", id).execute();
  const result = await db.deleteFrom("langganan").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Records published items as news, once each (the unique key leaves a repeat alone). */
export async function insertNews(
  db: Db,
  rows: ReadonlyArray<{ jenis: string; item_id: number; terbit_pada: string }>,
): Promise<void> {
  await db
    .insertInto("langganan_kabar")
    .values([...rows])
    .onConflict((oc) => oc.columns(["jenis", "item_id"]).doNothing())
    .execute();
}

export function newsAfter(db: Db, after: number) {
  return db
    .selectFrom("langganan_kabar")
    .selectAll()
    .where("id", ">", after)
    .orderBy("id")
    .execute();
}

/** A published item of a news kind's table, as a news mail shows it. */
export function publishedArticle(db: Db, table: string, id: number) {
  return db
    .selectFrom(table as "informasi")
    .select(["judul", "judul_en", "deskripsi", "deskripsi_en", "gambar", "slug"])
    .where("id", "=", id)
    .where("status", "=", "terbit")
    .executeTakeFirst();
}

/** Subscribers of news with news they were not sent, and not sent news since `dayAgo`. */
export function dueForNews(db: Db, q: { latest: number; dayAgo: string; limit: number }) {
  return db
    .selectFrom("langganan")
    .select(["id", "email", "bahasa", "dibuat", "kabar_terakhir"])
    .where("status", "=", "aktif")
    .where("topik", "like", "%berita%")
    .where("kabar_terakhir", "<", q.latest)
    .where((w) =>
      w.or([w("kabar_dikirim_pada", "is", null), w("kabar_dikirim_pada", "<=", q.dayAgo)]),
    )
    .orderBy("id")
    .limit(q.limit)
    .execute();
}

export async function markNewsSent(
  db: Db,
  ids: number[],
  q: { latest: number; at: string },
): Promise<void> {
  await db
    .updateTable("langganan")
    .set({ kabar_terakhir: q.latest, kabar_dikirim_pada: q.at })
    .where("id", "in", ids)
    .execute();
}

export async function savePending(
  db: Db,
  known: LanggananRow | undefined,
  row: {
    email: string;
    bahasa: "id" | "en";
    topik: string;
    token_konfirmasi: string;
    dibuat: string;
  },
): Promise<void> {
  if (known) {
    const { email: _, ...rest } = row;
    await db.updateTable("langganan").set(rest).where("id", "=", known.id).execute();
  } else {
    await db
      .insertInto("langganan")
      .values({ ...row, status: "menunggu" })
      .execute();
  }
}

/** Makes the address a subscriber when its link is valid; news from now on. */
export function confirmByToken(db: Db, q: { hash: string; at: string; bornAfter: string }) {
  return db
    .updateTable("langganan")
    .set({
      status: "aktif",
      token_konfirmasi: null,
      dikonfirmasi_pada: q.at,
      kabar_terakhir: latestNews(db),
    })
    .where("token_konfirmasi", "=", q.hash)
    .where("status", "=", "menunggu")
    .where("dibuat", ">", q.bornAfter)
    .returningAll()
    .executeTakeFirst();
}

export function setTopics(db: Db, id: number, topik: string) {
  return db
    .updateTable("langganan")
    .set({ topik })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Subscribers whose address holds `q` (all without), newest first, and how many. */
export async function listRows(
  db: Db,
  q: string,
  page: { limit?: number; offset: number },
): Promise<{ rows: LanggananRow[]; total: number }> {
  const needle = `%${q.toLowerCase().replace(/[%_\\]/g, "")}%`;
  const matching = q
    ? db.selectFrom("langganan").where(sql<string>`lower(email)`, "like", needle)
    : db.selectFrom("langganan");
  let rows = matching.selectAll().orderBy("id", "desc");
  if (page.limit !== undefined) rows = rows.limit(page.limit).offset(page.offset);
  const [found, total] = await Promise.all([
    rows.execute(),
    matching.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.n) };
}

export function allStates(db: Db) {
  return db.selectFrom("langganan").select(["status", "bahasa", "topik"]).execute();
}

/** Subscribers of the agenda, as their mails need them. */
export function agendaSubscribers(db: Db) {
  return db
    .selectFrom("langganan")
    .select(["id", "email", "bahasa", "dibuat"])
    .where("status", "=", "aktif")
    .where("topik", "like", "%agenda%")
    .orderBy("id")
    .execute();
}

/**
 * Records agenda mails as sent and answers the subscribers for whom the row is new: the unique
 * key (subscriber, occurrence, kind) makes each mail once, whichever copy tries first.
 */
export async function claimAgendaMails(
  db: Db,
  rows: ReadonlyArray<{
    langganan_id: number;
    agenda_id: number;
    tanggal_asal: string;
    jenis: string;
    keadaan: string;
    dikirim_pada: string;
  }>,
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const claimed = await db
    .insertInto("langganan_pengingat")
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(["langganan_id", "agenda_id", "tanggal_asal", "jenis"]).doNothing(),
    )
    .returning("langganan_id")
    .execute();
  return new Set(claimed.map((r) => r.langganan_id));
}

/** What each subscriber was last told of each occurrence since `since` (its newest row). */
export function toldOccurrences(db: Db, since: string) {
  return db
    .selectFrom("langganan_pengingat as p")
    .innerJoin("langganan as l", "l.id", "p.langganan_id")
    .select([
      "p.langganan_id",
      "p.agenda_id",
      "p.tanggal_asal",
      "p.keadaan",
      "p.id",
      "l.email",
      "l.bahasa",
      "l.dibuat",
    ])
    .where("p.tanggal_asal", ">=", since)
    .where("l.status", "=", "aktif")
    .where("l.topik", "like", "%agenda%")
    .orderBy("p.id")
    .execute();
}

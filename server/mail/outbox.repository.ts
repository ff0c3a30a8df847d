import { sql } from "kysely";
import type { Db, DialectName } from "../db/create-database.ts";
import type { NewSuratKeluar, SuratKeluarRow, SuratKeluarStatus } from "../db/schema.ts";

export async function insertMails(db: Db, mails: ReadonlyArray<NewSuratKeluar>): Promise<void> {
  if (mails.length)
    await db
      .insertInto("surat_keluar")
      .values([...mails])
      .execute();
}

/**
 * Claims up to `limit` mails due at `now` for one sender until `until`: rows another copy has
 * claimed (and whose claim has not run out) are left alone. On PostgreSQL the rows are locked with
 * SKIP LOCKED, so two copies claiming at once take different rows; SQLite has one writer.
 * Staff mail comes first; subscriber mail (decision 160) fills what is left of the batch, no more
 * than `subscriberRate.perMinute` sent or being sent in the last minute by every copy together
 * (counted under one lock on PostgreSQL, so two copies cannot both take the same minute's room).
 */
export async function claimDueMails(
  db: Db,
  dialect: DialectName,
  claim: {
    by: string;
    now: string;
    until: string;
    limit: number;
    subscriberRate?: { perMinute: number; since: string };
  },
): Promise<SuratKeluarRow[]> {
  const staff = await claimSome(db, dialect, claim, { subscribers: false, limit: claim.limit });
  const room = claim.limit - staff.length;
  if (room <= 0) return staff;
  const rate = claim.subscriberRate;
  if (!rate) {
    return [...staff, ...(await claimSome(db, dialect, claim, { subscribers: true, limit: room }))];
  }
  const subscribers = await db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('surat:laju'))`.execute(trx);
    }
    const used = await trx
      .selectFrom("surat_keluar")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("berhenti", "<>", "")
      .where((eb) =>
        eb.or([
          eb("terkirim_pada", ">", rate.since),
          eb.and([eb("status", "=", "antri"), eb("diklaim_sampai", ">", claim.now)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    const allowed = Math.min(room, rate.perMinute - Number(used.n));
    if (allowed <= 0) return [];
    return claimSome(trx, dialect, claim, { subscribers: true, limit: allowed });
  });
  return [...staff, ...subscribers];
}

/** Claims due mails of one sort, oldest first (PostgreSQL's RETURNING keeps no order). */
async function claimSome(
  db: Db,
  dialect: DialectName,
  claim: { by: string; now: string; until: string },
  which: { subscribers: boolean; limit: number },
): Promise<SuratKeluarRow[]> {
  let due = db
    .selectFrom("surat_keluar")
    .select("id")
    .where("status", "=", "antri")
    .where("berhenti", which.subscribers ? "<>" : "=", "")
    .where("coba_lagi_pada", "<=", claim.now)
    .where((eb) => eb.or([eb("diklaim_sampai", "is", null), eb("diklaim_sampai", "<", claim.now)]))
    .orderBy("id")
    .limit(which.limit);
  if (dialect === "postgres") due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable("surat_keluar")
    .set({ diklaim_oleh: claim.by, diklaim_sampai: claim.until })
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Records a try's outcome, only while the claim is still the sender's own. */
export async function finishTry(
  db: Db,
  id: number,
  claimedBy: string,
  outcome: {
    status: SuratKeluarStatus;
    percobaan: number;
    galat: string;
    coba_lagi_pada?: string;
    terkirim_pada?: string;
  },
): Promise<void> {
  await db
    .updateTable("surat_keluar")
    .set({ ...outcome, diklaim_oleh: null, diklaim_sampai: null })
    .where("id", "=", id)
    .where("diklaim_oleh", "=", claimedBy)
    .execute();
}

export function listMails(
  db: Db,
  page: { limit: number; offset: number },
  status?: SuratKeluarStatus,
): Promise<SuratKeluarRow[]> {
  let query = db.selectFrom("surat_keluar").selectAll().orderBy("id", "desc");
  if (status) query = query.where("status", "=", status);
  return query.limit(page.limit).offset(page.offset).execute();
}

export async function countMails(db: Db, status?: SuratKeluarStatus): Promise<number> {
  let query = db.selectFrom("surat_keluar").select((eb) => eb.fn.countAll().as("n"));
  if (status) query = query.where("status", "=", status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Mails still waiting after at least one failed try (being sent again and again), and the
 * reason of the newest such failure or failed mail.
 */
export async function failingMails(db: Db): Promise<{ tertunda: number; galat: string }> {
  const [waiting, newest] = await Promise.all([
    db
      .selectFrom("surat_keluar")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "antri")
      .where("percobaan", ">", 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("surat_keluar")
      .select("galat")
      .where("galat", "<>", "")
      .where("status", "<>", "terkirim")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { tertunda: Number(waiting.n), galat: newest?.galat ?? "" };
}

/** Puts a failed mail back in the queue for another day of tries; false when none was failed. */
export async function requeueMail(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("surat_keluar")
    .set({ status: "antri", antri_sejak: now, coba_lagi_pada: now })
    .where("id", "=", id)
    .where("status", "=", "gagal")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

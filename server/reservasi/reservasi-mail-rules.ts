import type { Db } from "../db/create-database.ts";
import type { ReservasiRow } from "../db/schema.ts";
import {
  claimUntoldRequests,
  confirmationsSince,
  lastStaffNotice,
  lockMailDecisions,
  markMailed,
} from "./reservasi.repository.ts";

// How far the visit form can make the palace send mail (decision 110).

const MINUTE = 60_000;
/** Confirmations queued in an hour, to everyone together. */
export const CONFIRMATIONS_PER_HOUR = 10;
/** One address is confirmed at most once in this long. */
export const CONFIRMATION_EVERY_MS = 24 * 60 * MINUTE;
/** After a mail to the staff, further requests wait this long and go as one digest. */
export const STAFF_DIGEST_MS = 15 * MINUTE;

/** Which mails a request causes when it arrives. */
export type MailPlan = { confirm: boolean; notifyStaff: boolean };

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Decides, within the transaction that stored `row`, which of its mails go now, and records it:
 * a confirmation when it gave an address not confirmed in the last day and the hour's cap is not
 * reached; the staff at once when they were not mailed in the last 15 minutes (else the next
 * digest takes it).
 */
export async function planMails(
  trx: Db,
  row: Pick<ReservasiRow, "id" | "email">,
  now: Date,
): Promise<MailPlan> {
  await lockMailDecisions(trx);
  const [sent, last] = await Promise.all([
    confirmationsSince(trx, {
      since: ago(now, 60 * MINUTE),
      day: ago(now, CONFIRMATION_EVERY_MS),
      email: row.email,
    }),
    lastStaffNotice(trx),
  ]);
  const confirm = row.email !== "" && sent.toRecipient === 0 && sent.all < CONFIRMATIONS_PER_HOUR;
  const notifyStaff = last === undefined || last <= ago(now, STAFF_DIGEST_MS);
  const at = now.toISOString();
  await markMailed(trx, row.id, {
    konfirmasi_pada: confirm ? at : null,
    staf_diberi_tahu_pada: notifyStaff ? at : null,
  });
  return { confirm, notifyStaff };
}

/**
 * The requests waiting for a digest, once 15 minutes have passed since the staff's last mail;
 * taken (marked told) in the caller's transaction, so that one copy sends them, once.
 */
export async function takeDueDigest(trx: Db, now: Date): Promise<ReservasiRow[]> {
  await lockMailDecisions(trx);
  const last = await lastStaffNotice(trx);
  if (last !== undefined && last > ago(now, STAFF_DIGEST_MS)) return [];
  return claimUntoldRequests(trx, now.toISOString());
}

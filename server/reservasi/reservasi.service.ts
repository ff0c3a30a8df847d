import type { Reservasi } from "../../common/api-types.ts";
import { formatDateShort } from "../../common/dates.ts";
import { MESSAGES, RIWAYAT_LABELS } from "../../common/messages.ts";
import {
  HONEYPOT_FIELD,
  type ReservasiInput,
  ReservasiInputSchema,
  type ReservasiStatus,
} from "../../common/schemas/reservasi.schema.ts";
import type { Config } from "../config.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { ReservasiRow } from "../db/schema.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { parseInput } from "../http/errors.ts";
import type { Outbox } from "../mail/outbox.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./reservasi.repository.ts";
import { mailsOfRequest } from "./reservasi-mail-list.ts";
import { planMails } from "./reservasi-mail-rules.ts";

/** Requests one address may send in an hour (a school's whole staff shares one on a carrier). */
export const RESERVASI_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export function toReservasi(row: ReservasiRow): Reservasi {
  const { id, nama, instansi, tanggal, jumlah, telepon, email, catatan, status, created_at } = row;
  return {
    id,
    nama,
    instansi,
    tanggal,
    jumlah: Number(jumlah),
    telepon,
    email,
    catatan,
    status,
    created_at,
  };
}

/**
 * The one door of a group visit request, for `POST /api/reservasi` and the form posted to the
 * /kunjungan page alike: the fields as sent (the form's hidden trap field among them) are checked,
 * then stored by the rules below.
 */
export function receiveReservasi(
  deps: ReservasiDeps,
  fields: unknown,
  address: string,
): Promise<Reservasi> {
  const input = parseInput(ReservasiInputSchema, fields);
  const trap = (fields as Record<string, unknown>)[HONEYPOT_FIELD];
  return sendReservasi(deps, { input, honeypot: typeof trap === "string" ? trap : "", address });
}

/** What receiving a request needs: the database, and the outbox its mails go to. */
export type ReservasiDeps = { db: Db; outbox: Outbox; config: Config };

type ReservasiRequest = {
  input: ReservasiInput;
  /** The form's hidden trap field: people leave it empty, form-filling robots do not. */
  honeypot: string;
  address: string;
};

/**
 * Stores a group visit request after the rules a form cannot check by itself, and in the same
 * transaction the mails it causes: to the staff who asked to hear of requests (or, in a burst, the
 * next digest), and a confirmation to the requester when they gave an address (within the limits
 * of decision 110). The answer never waits for SMTP.
 */
async function sendReservasi(deps: ReservasiDeps, request: ReservasiRequest): Promise<Reservasi> {
  const { input, honeypot, address } = request;
  if (honeypot.trim()) throw new DomainError("invalid", MESSAGES.reservasiRefused);
  const now = new Date();
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const limit = { since, perAddress: RESERVASI_PER_HOUR };
  const saved = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.insertReservasiWithinLimit(trx, limit, {
      nama: input.nama,
      instansi: input.instansi.trim(),
      tanggal: input.tanggal,
      jumlah: input.jumlah,
      telepon: input.telepon,
      email: input.email.trim(),
      catatan: input.catatan.trim(),
      alamat_klien: address,
      bahasa: input.bahasa,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (!row) throw new DomainError("too_many", MESSAGES.reservasiTooMany);
    const reservasi = toReservasi(row);
    const plan = await planMails(trx, row, now);
    await deps.outbox.add(
      trx,
      await mailsOfRequest(trx, deps.config, reservasi, input.bahasa, plan),
    );
    return reservasi;
  });
  deps.outbox.wake();
  return saved;
}

/** One page of the requests (all of them without a page), newest first, and how many there are. */
export async function listReservasi(
  db: Db,
  status: ReservasiStatus | undefined,
  page?: Page,
): Promise<{ items: Reservasi[]; total: number }> {
  const [rows, total] = await Promise.all([
    repo.listReservasi(db, status, page),
    repo.countReservasi(db, status),
  ]);
  return { items: rows.map(toReservasi), total };
}

/** A staff member marks a request as contacted, done or cancelled; recorded in the change record. */
export function changeReservasiStatus(
  db: Db,
  id: number,
  status: ReservasiStatus,
  actor?: Actor,
): Promise<Reservasi> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.updateReservasiStatus(trx, id, {
      status,
      updated_at: new Date().toISOString(),
    });
    if (!row) throw notFound(MESSAGES.reservasiNotFound);
    const label = RIWAYAT_LABELS.reservasiStatus[status];
    const target = RIWAYAT_LABELS.reservasi(row.nama, formatDateShort(row.tanggal), label);
    await recordChange(trx, actor, { aksi: "ubah", jenis: "reservasi", target });
    return toReservasi(row);
  });
}

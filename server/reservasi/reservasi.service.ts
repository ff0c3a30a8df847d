import type { Reservasi } from "../../common/api-types.ts";
import { formatDateShort } from "../../common/dates.ts";
import { MESSAGES, RIWAYAT_LABELS } from "../../common/messages.ts";
import type { ReservasiInput, ReservasiStatus } from "../../common/schemas.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { ReservasiRow } from "../db/schema.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./reservasi.repository.ts";

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

export type ReservasiRequest = {
  input: ReservasiInput;
  /** The form's hidden trap field: people leave it empty, form-filling robots do not. */
  honeypot: string;
  address: string;
};

/** Stores a group visit request after the rules a form cannot check by itself. */
export async function sendReservasi(db: Db, request: ReservasiRequest): Promise<Reservasi> {
  const { input, honeypot, address } = request;
  if (honeypot.trim()) throw new DomainError("invalid", MESSAGES.reservasiRefused);
  const now = new Date();
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  if ((await repo.countReservasiSince(db, address, since)) >= RESERVASI_PER_HOUR) {
    throw new DomainError("too_many", MESSAGES.reservasiTooMany);
  }
  const row = await repo.insertReservasi(db, {
    nama: input.nama,
    instansi: input.instansi.trim(),
    tanggal: input.tanggal,
    jumlah: input.jumlah,
    telepon: input.telepon,
    email: input.email.trim(),
    catatan: input.catatan.trim(),
    alamat_klien: address,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  return toReservasi(row);
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

import type { SuratKeluar } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { SuratKeluarStatus } from "../../common/schemas/surat-keluar.schema.ts";
import type { AppDeps } from "../app-deps.ts";
import type { Page } from "../content/pagination.ts";
import type { Db } from "../db/create-database.ts";
import type { SuratKeluarRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import { mailFailureText } from "./mail-failure.ts";
import { countMails, failingMails, listMails, requeueMail } from "./outbox.repository.ts";

function toSuratKeluar(row: SuratKeluarRow): SuratKeluar {
  const { id, kepada, perihal, status, percobaan, galat } = row;
  // Rows from before the reasons were classified still hold the raw error: never shown as it is.
  return {
    id,
    waktu: row.dibuat,
    kepada,
    perihal,
    status,
    percobaan,
    galat: mailFailureText(galat),
  };
}

/** One page of the outbox, newest first, with the length of the whole (filtered) list. */
export async function listOutbox(
  db: Db,
  page: Required<Page>,
  status?: SuratKeluarStatus,
): Promise<{ mails: SuratKeluar[]; total: number }> {
  const [rows, total] = await Promise.all([listMails(db, page, status), countMails(db, status)]);
  return { mails: rows.map(toSuratKeluar), total };
}

/** An admin sends a failed mail again: it waits in the queue for another day of tries. */
export async function sendAgain(
  deps: Pick<AppDeps, "db" | "outbox">,
  id: number,
  actor: Actor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await requeueMail(trx, id, new Date().toISOString()))) {
      throw new DomainError("conflict", MESSAGES.mailNotFailed);
    }
    await recordChange(trx, actor, {
      aksi: "kirim_ulang",
      jenis: "surat_keluar",
      target: `#${id}`,
    });
  });
  deps.outbox.wake();
}

/**
 * Whether SMTP is set up, how many mails wait or failed, how many of the waiting ones already
 * failed a try (`tertunda`), and the newest reason (`alasan`, in staff's words).
 */
export async function outboxSummary(deps: Pick<AppDeps, "db" | "outbox">): Promise<{
  siap: boolean;
  antri: number;
  gagal: number;
  tertunda: number;
  alasan: string;
}> {
  const [antri, gagal, failing] = await Promise.all([
    countMails(deps.db, "antri"),
    countMails(deps.db, "gagal"),
    failingMails(deps.db),
  ]);
  return {
    siap: deps.outbox.canSend,
    antri,
    gagal,
    tertunda: failing.tertunda,
    alasan: mailFailureText(failing.galat),
  };
}

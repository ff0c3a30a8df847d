import { daysBetween } from "@common/agenda/occurrences.ts";
import type { AgendaKejadian } from "@common/api-types.ts";
import { CONFIRMATIONS, MESSAGES, POPUPS } from "@common/messages.ts";
import { AGENDA_MOVE_WITHOUT_CONFIRM_DAYS } from "@common/schemas/agenda.schema.ts";
import { confirmChoice, showError, showSuccess } from "~/backoffice/ui/alerts.ts";
import { withServerMessage } from "~/backoffice/ui/failures.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { changeKejadian } from "./agenda-api.ts";

type Change = Parameters<typeof changeKejadian>[2];

/**
 * Sends staff's word on one occurrence and tells how it went (the server's reason on failure). A
 * move of more than 30 days from the computed day is asked first, in a dialog; once the person
 * agrees, the change is sent confirmed.
 */
export async function sendKejadianChange(k: AgendaKejadian, change: Change): Promise<boolean> {
  const distance = change.tanggal_baru
    ? Math.abs(daysBetween(k.tanggal_asal, change.tanggal_baru))
    : 0;
  if (distance > AGENDA_MOVE_WITHOUT_CONFIRM_DAYS && !change.yakin) {
    const sure = await confirmChoice({
      title: "Pindahkan sejauh itu?",
      text: MESSAGES.kejadianMoveTooFar(distance),
      confirm: "Ya, pindahkan",
      cancel: "Batal",
    });
    return sure ? sendKejadianChange(k, { ...change, yakin: true }) : false;
  }
  try {
    const answer = await changeKejadian(k.agenda_id, k.tanggal_asal, change);
    await showSuccess({ title: "Berhasil", text: answer.message });
    return true;
  } catch (error) {
    if (isSessionEnded(error)) return false;
    console.error(POPUPS.agenda.kejadianFailed.text, error);
    await showError(withServerMessage(POPUPS.agenda.kejadianFailed, error));
    return false;
  }
}

/** Asks before a cancellation: visitors then see the occurrence struck through. */
export async function cancelKejadian(k: AgendaKejadian, dateText: string): Promise<boolean> {
  const sure = await confirmChoice({
    ...CONFIRMATIONS.cancelKejadian(k.judul, dateText),
    confirm: "Batalkan pelaksanaan",
    cancel: "Kembali",
  });
  return sure ? sendKejadianChange(k, { dibatalkan: true }) : false;
}

import type { AgendaKejadian } from "@common/api-types.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import { confirmChoice, showError, showSuccess } from "~/backoffice/ui/alerts.ts";
import { withServerMessage } from "~/backoffice/ui/failures.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { changeKejadian } from "./agenda-api.ts";

type Change = Parameters<typeof changeKejadian>[2];

/**
 * Sends staff's word on one occurrence and tells how it went (the server's reason on failure,
 * e.g. a move of more than 30 days, which it then asks to confirm).
 */
export async function sendKejadianChange(k: AgendaKejadian, change: Change): Promise<boolean> {
  try {
    const answer = await changeKejadian(k.agenda_id, k.tanggal_asal, change);
    await showSuccess({ title: "Berhasil", text: answer.message });
    return true;
  } catch (error) {
    if (isSessionEnded(error)) return false;
    const tooFar = /lebih dari 30 hari/.test(String((error as Error)?.message ?? ""));
    if (tooFar && change.tanggal_baru && !change.yakin) {
      const sure = await confirmChoice({
        ...withServerMessage(POPUPS.agenda.kejadianFailed, error),
        title: "Pindahkan sejauh itu?",
        confirm: "Ya, pindahkan",
        cancel: "Batal",
      });
      return sure ? sendKejadianChange(k, { ...change, yakin: true }) : false;
    }
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

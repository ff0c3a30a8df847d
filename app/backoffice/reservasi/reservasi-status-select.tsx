import type { Reservasi } from "@common/api-types.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import type { ReservasiStatus } from "@common/schemas/reservasi.schema.ts";
import { useEffect } from "react";
import { confirmChoice } from "~/backoffice/ui/alerts.ts";
import { ui } from "~/backoffice/ui/styles.ts";
import { useBackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { STATUS_LABEL, STATUS_OPTIONS } from "./reservasi-status.ts";
import { updateReservasiStatus } from "./update-reservasi-status.ts";

type StatusSelectProps = {
  item: Reservasi;
  /** After the server saved the new status: the request as it is now. */
  onSaved: (saved: Reservasi) => void;
};

/**
 * A request's status, changed in place after a yes to "Ubah status?". The save runs through the
 * back office's one form hook: busy while it is in flight, SPEC's failure popup with the server's
 * reason, and the old status kept when the server refuses.
 */
export function ReservasiStatusSelect({ item, onSaved }: StatusSelectProps) {
  const form = useBackofficeForm({
    initial: { status: item.status },
    send: ({ status }) => updateReservasiStatus(item.id, status),
    afterSave: ({ data }) => onSaved({ ...item, ...data }),
    failure: POPUPS.reservasi.statusFailed,
    logAs: POPUPS.reservasi.statusFailed.text,
    draftItem: `reservasi-${item.id}`,
  });
  const { reset } = form;
  // A reloaded list may bring a status changed elsewhere.
  useEffect(() => reset({ status: item.status }), [reset, item.status]);

  async function choose(status: ReservasiStatus) {
    if (form.busy || status === form.values.status) return;
    const asked = CONFIRMATIONS.reservasiStatus(item.nama, STATUS_LABEL[status]);
    if (await confirmChoice(asked)) await form.submit({ status });
  }

  const shown = form.values.status;
  return (
    <select
      value={shown}
      aria-busy={form.busy || undefined}
      aria-label={`Status permintaan ${item.nama}`}
      onChange={(e) => void choose(e.target.value as ReservasiStatus)}
      className={`${ui.input} min-h-11 w-auto min-w-36 ${shown === "baru" ? "border-bata font-semibold text-bata" : ""}`}
    >
      {STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

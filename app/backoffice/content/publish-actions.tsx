import { DESK_UI_TEXTS } from "@common/messages.ts";
import { isoToWib, wibToIso } from "@common/wib-time.ts";
import { useId, useRef, useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import type { BackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import type { EditorialStatus } from "./content-status.ts";

export const PUBLISH_LABELS = {
  draf: "Simpan sebagai draf",
  terbit: "Terbitkan",
  terjadwal: DESK_UI_TEXTS.scheduleSave,
  saving: "Menyimpan...",
} as const;

/**
 * The status a plain submit (Enter, the filled button) saves with: publishing, except while
 * editing a draft, which stays a draft until 'Terbitkan' is pressed, or a scheduled item, which
 * keeps its schedule.
 */
export function primaryStatus(stored: EditorialStatus | undefined): EditorialStatus {
  return stored === "draf" || stored === "terjadwal" ? stored : "terbit";
}

/** What a schedule typed in WIB says: the moment to send, or why it cannot be sent. */
export function checkSchedule(
  date: string,
  time: string,
  now: number = Date.now(),
): { iso: string } | { error: string } {
  const iso = wibToIso(date, time);
  if (!iso) return { error: DESK_UI_TEXTS.scheduleMissing };
  if (Date.parse(iso) <= now) return { error: DESK_UI_TEXTS.schedulePast };
  return { iso };
}

/** The extra values a save sends: the status pressed and, for a schedule, its moment. */
export type PublishExtra = { status: EditorialStatus; terbit_pada?: string };

type Schedule = ReturnType<typeof usePublish>["schedule"];

type Props = {
  form: BackofficeForm;
  /** The stored item's status; undefined for a new item. */
  stored: EditorialStatus | undefined;
  /** Which button was pressed last, so it alone says 'Menyimpan...'. */
  pending: EditorialStatus | null;
  onSave: (status: EditorialStatus) => void;
  schedule: Schedule;
};

/**
 * 'Simpan sebagai draf', 'Jadwalkan' and 'Terbitkan'; 'Jadwalkan' opens a date and a time in
 * WIB under the buttons with 'Simpan jadwal'. The primary one is the form's submit button.
 */
export function PublishActions({ form, stored, pending, onSave, schedule }: Props) {
  const primary = primaryStatus(stored);
  const rowId = useId();
  // The browser's own check first; then the server's refusal of the moment (e.g. just passed).
  const error = schedule.error || form.errors?.terbit_pada || "";
  const button = (status: EditorialStatus, extraClass = "") => {
    const isPrimary = status === primary;
    return (
      <button
        key={status}
        type={isPrimary ? "submit" : "button"}
        onClick={isPrimary ? undefined : () => onSave(status)}
        className={`${isPrimary ? ui.primaryButton : ui.secondaryButton} ${extraClass}`}
        disabled={form.busy}
      >
        {form.busy && pending === status ? PUBLISH_LABELS.saving : PUBLISH_LABELS[status]}
      </button>
    );
  };
  return (
    <>
      {button("draf")}
      <button
        type="button"
        aria-expanded={schedule.open}
        aria-controls={schedule.open ? rowId : undefined}
        onClick={schedule.toggle}
        className={ui.secondaryButton}
        disabled={form.busy}
      >
        {DESK_UI_TEXTS.schedule}
      </button>
      {button("terbit")}
      {/* Not hidden but absent while closed: its "Tanggal terbit" is no second "Tanggal". */}
      {schedule.open ? (
        <fieldset
          id={rowId}
          className="flex w-full flex-wrap items-end gap-3 rounded-md border border-nila/30 bg-white px-3 py-2"
        >
          <legend className="px-1 text-sm font-semibold text-stone-800">
            {DESK_UI_TEXTS.scheduleLegend}
          </legend>
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            {DESK_UI_TEXTS.scheduleDate}
            <input
              ref={schedule.dateRef}
              type="date"
              value={schedule.date}
              min={isoToWib(new Date().toISOString()).date}
              onChange={(event) => schedule.setDate(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${rowId}-error` : undefined}
              className={`${ui.input} w-auto`}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            {DESK_UI_TEXTS.scheduleTime}
            <input
              type="time"
              value={schedule.time}
              onChange={(event) => schedule.setTime(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${rowId}-error` : undefined}
              className={`${ui.input} w-auto`}
            />
          </label>
          {button("terjadwal", "ml-auto")}
          {error ? (
            <p id={`${rowId}-error`} role="alert" className={`${ui.fieldError} w-full`}>
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}

/**
 * The button pressed last and the schedule typed, for PublishActions; `save` submits the form
 * with that status (and, for 'Simpan jadwal', the moment in WIB with its +07:00 offset).
 */
export function usePublish(
  form: { submit: (extra?: PublishExtra) => Promise<void> },
  stored: EditorialStatus | undefined,
  storedTerbitPada?: string | null,
) {
  const [pending, setPending] = useState<EditorialStatus | null>(null);
  const [open, setOpen] = useState(stored === "terjadwal");
  const [typed, setTyped] = useState(() => isoToWib(storedTerbitPada));
  const [error, setError] = useState("");
  const dateRef = useRef<HTMLInputElement>(null);

  const save = (status: EditorialStatus) => {
    if (status !== "terjadwal") {
      setPending(status);
      void form.submit({ status });
      return;
    }
    const checked = checkSchedule(typed.date, typed.time);
    if ("error" in checked) {
      setOpen(true);
      setError(checked.error);
      dateRef.current?.focus();
      return;
    }
    setError("");
    setPending(status);
    void form.submit({ status, terbit_pada: checked.iso });
  };

  const schedule = {
    open,
    date: typed.date,
    time: typed.time,
    error,
    dateRef,
    setDate: (date: string) => setTyped((was) => ({ ...was, date })),
    setTime: (time: string) => setTyped((was) => ({ ...was, time })),
    toggle: () => {
      setOpen((was) => !was);
      // Opened: the date is the next thing to fill in.
      if (!open) requestAnimationFrame(() => dateRef.current?.focus());
    },
  };
  return { pending, save, submitPrimary: () => save(primaryStatus(stored)), schedule };
}

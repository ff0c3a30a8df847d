import type { FormEvent, ReactNode } from "react";
import { useRequestClose } from "./modal.tsx";
import { ui } from "./styles.ts";

type ModalFormProps = {
  onSubmit: () => void;
  busy: boolean;
  /** A line above the fields for a refusal that belongs to the whole form. */
  formError?: string;
  submitLabel?: string;
  children: ReactNode;
};

/** The body of a form modal: scrolling fields, then Batal and Simpan always in reach. */
export function ModalForm({
  onSubmit,
  busy,
  formError,
  submitLabel = "Simpan",
  children,
}: ModalFormProps) {
  const requestClose = useRequestClose();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-busy={busy}>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
        <div
          role="alert"
          className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          {formError || null}
        </div>
        {children}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-stone-50 px-5 py-3">
        <button type="button" className={ui.secondaryButton} onClick={requestClose} disabled={busy}>
          Batal
        </button>
        <button type="submit" className={ui.primaryButton} disabled={busy}>
          {busy ? "Menyimpan..." : submitLabel}
        </button>
      </div>
    </form>
  );
}

import { UI_TEXTS } from "@common/messages.ts";
import type { FormEvent, ReactNode } from "react";
import { useRequestClose } from "./modal.tsx";
import { ui } from "./styles.ts";
import { SubmitButton } from "./submit-button.tsx";
import type { BackofficeForm } from "./use-backoffice-form.ts";

type ModalFormProps = {
  form: BackofficeForm;
  submitLabel?: string;
  /** Buttons in place of Simpan (e.g. 'Simpan sebagai draf' and 'Terbitkan'); Batal stays first. */
  actions?: ReactNode;
  /** What Enter and the submit button do, when not simply `form.submit()`. */
  onSubmit?: () => void;
  children: ReactNode;
};

/**
 * The body of a form modal: scrolling fields under a line for a refusal that belongs to the whole
 * form, then Batal and Simpan always in reach.
 */
export function ModalForm({ form, submitLabel, actions, onSubmit, children }: ModalFormProps) {
  const requestClose = useRequestClose();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSubmit) onSubmit();
    else void form.submit();
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex min-h-0 flex-1 flex-col"
      aria-busy={form.busy}
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
        <div
          role="alert"
          className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          {form.formError || null}
        </div>
        {children}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-stone-50 px-5 py-3">
        <button
          type="button"
          className={ui.secondaryButton}
          onClick={requestClose}
          disabled={form.busy}
        >
          {UI_TEXTS.cancel}
        </button>
        {actions ?? <SubmitButton busy={form.busy} label={submitLabel} />}
      </div>
    </form>
  );
}

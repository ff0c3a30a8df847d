import { UI_TEXTS } from "@common/messages.ts";
import type { FormEvent, ReactNode } from "react";
import { FormDesk } from "~/backoffice/desk/form-desk.tsx";
import { DraftOfferBanner } from "~/backoffice/drafts/draft-offer.tsx";
import { BlockedReasons, useProblemGate } from "./form-problems.tsx";
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
 * form, then Batal and Simpan always in reach. A field refused in the browser (a picture) blocks
 * Simpan and its reason is told at the top; a draft kept in the browser is offered back there.
 */
export function ModalForm({ form, submitLabel, actions, onSubmit, children }: ModalFormProps) {
  const requestClose = useRequestClose();
  const gate = useProblemGate();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!gate.allows()) return;
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
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto overflow-x-hidden px-4 py-4 [--sticky-top:0px] sm:px-5">
        <DraftOfferBanner offer={form.draftOffer} />
        <FormDesk desk={form.desk} />
        <div
          ref={gate.alertRef}
          role="alert"
          tabIndex={-1}
          className="empty:hidden rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900 focus-visible:outline-3 focus-visible:outline-emas"
        >
          {gate.blocked.length > 0 ? (
            <BlockedReasons blocked={gate.blocked} />
          ) : (
            form.formError || null
          )}
        </div>
        <gate.Provider value={gate.link}>{children}</gate.Provider>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 bg-stone-50 px-4 py-3 sm:px-5">
        <button
          type="button"
          className={ui.secondaryButton}
          onClick={requestClose}
          disabled={form.busy}
        >
          {UI_TEXTS.cancel}
        </button>
        {actions ? (
          // Every save button of `actions` waits on the same gate as Enter (a refused picture).
          <div
            className="contents"
            onClickCapture={(event) => {
              if (gate.allows()) return;
              event.preventDefault();
              event.stopPropagation();
            }}
          >
            {actions}
          </div>
        ) : (
          <SubmitButton busy={form.busy} label={submitLabel} />
        )}
      </div>
    </form>
  );
}

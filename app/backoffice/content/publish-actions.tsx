import type { ContentStatus } from "@common/schemas.ts";
import { useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import type { BackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";

export const PUBLISH_LABELS = {
  draf: "Simpan sebagai draf",
  terbit: "Terbitkan",
  saving: "Menyimpan...",
} as const;

/**
 * The status a plain submit (Enter, the filled button) saves with: publishing, except while
 * editing a draft, which stays a draft until 'Terbitkan' is pressed.
 */
export function primaryStatus(stored: ContentStatus | undefined): ContentStatus {
  return stored === "draf" ? "draf" : "terbit";
}

type Props = {
  form: BackofficeForm;
  /** The stored item's status; undefined for a new item. */
  stored: ContentStatus | undefined;
  /** Which button was pressed last, so it alone says 'Menyimpan...'. */
  pending: ContentStatus | null;
  onSave: (status: ContentStatus) => void;
};

/** 'Simpan sebagai draf' and 'Terbitkan': the primary one is the form's submit button. */
export function PublishActions({ form, stored, pending, onSave }: Props) {
  const primary = primaryStatus(stored);
  const button = (status: "draf" | "terbit") => {
    const isPrimary = status === primary;
    return (
      <button
        key={status}
        type={isPrimary ? "submit" : "button"}
        onClick={isPrimary ? undefined : () => onSave(status)}
        className={isPrimary ? ui.primaryButton : ui.secondaryButton}
        disabled={form.busy}
      >
        {form.busy && pending === status ? PUBLISH_LABELS.saving : PUBLISH_LABELS[status]}
      </button>
    );
  };
  return (
    <>
      {button("draf")}
      {button("terbit")}
    </>
  );
}

/** The button pressed last, for PublishActions; `save` submits the form with that status. */
export function usePublish(
  form: { submit: (extra?: { status: ContentStatus }) => Promise<void> },
  stored: ContentStatus | undefined,
) {
  const [pending, setPending] = useState<ContentStatus | null>(null);
  const save = (status: ContentStatus) => {
    setPending(status);
    void form.submit({ status });
  };
  return { pending, save, submitPrimary: () => save(primaryStatus(stored)) };
}

import type { ContentStatus } from "@common/schemas.ts";
import type { ReactNode } from "react";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import type { BackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import { PublishActions, usePublish } from "./publish-actions.tsx";

type Props = {
  form: BackofficeForm & { submit: (extra?: { status: ContentStatus }) => Promise<void> };
  /** The stored item's status; undefined for a new item. */
  stored: ContentStatus | undefined;
  children: ReactNode;
};

/** The form of an article or an activity: Batal, 'Simpan sebagai draf' and 'Terbitkan'. */
export function ContentModalForm({ form, stored, children }: Props) {
  const publish = usePublish(form, stored);
  return (
    <ModalForm
      form={form}
      onSubmit={publish.submitPrimary}
      actions={
        <PublishActions
          form={form}
          stored={stored}
          pending={publish.pending}
          onSave={publish.save}
        />
      }
    >
      {children}
    </ModalForm>
  );
}

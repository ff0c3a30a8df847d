import type { ReactNode } from "react";
import { ModalForm } from "~/backoffice/ui/modal-form.tsx";
import type { BackofficeForm } from "~/backoffice/ui/use-backoffice-form.ts";
import type { EditorialStatus } from "./content-status.ts";
import { PublishActions, type PublishExtra, usePublish } from "./publish-actions.tsx";

type Props = {
  form: BackofficeForm & { submit: (extra?: PublishExtra) => Promise<void> };
  /** The stored item's status and schedule; undefined for a new item. */
  stored: { status: EditorialStatus; terbit_pada?: string | null } | undefined;
  children: ReactNode;
};

/** The form of an article or an activity: Batal, 'Simpan sebagai draf', 'Jadwalkan', 'Terbitkan'. */
export function ContentModalForm({ form, stored, children }: Props) {
  const publish = usePublish(form, stored?.status, stored?.terbit_pada);
  return (
    <ModalForm
      form={form}
      onSubmit={publish.submitPrimary}
      actions={
        <PublishActions
          form={form}
          stored={stored?.status}
          pending={publish.pending}
          onSave={publish.save}
          schedule={publish.schedule}
        />
      }
    >
      {children}
    </ModalForm>
  );
}

import type { Informasi } from "@common/api-types.ts";
import { FormDialog } from "~/backoffice/ui/form-dialog.tsx";
import { InformasiForm } from "./informasi-form.tsx";

type AddProps = { open: boolean; onClose: () => void; onSaved: () => void };

/** The add modal (SPEC: informasi has separate add and edit modals): an empty article. */
export function InformasiAddDialog({ open, onClose, onSaved }: AddProps) {
  return (
    <FormDialog open={open} title="Tambah Informasi" onClose={onClose} onSaved={onSaved}>
      <InformasiForm />
    </FormDialog>
  );
}

type EditProps = { item: Informasi | null; onClose: () => void; onSaved: () => void };

/** The edit modal: the article as just read from the server; an empty image keeps the old one. */
export function InformasiEditDialog({ item, onClose, onSaved }: EditProps) {
  return (
    <FormDialog open={item !== null} title="Edit Informasi" onClose={onClose} onSaved={onSaved}>
      {item ? <InformasiForm key={item.id} item={item} /> : null}
    </FormDialog>
  );
}

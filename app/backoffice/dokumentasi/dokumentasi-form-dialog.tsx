import type { Dokumentasi } from "@common/api-types.ts";
import { type DialogState, FormDialog } from "~/backoffice/ui/form-dialog.tsx";
import { DokumentasiForm } from "./dokumentasi-form.tsx";

type Props = { state: DialogState<Dokumentasi>; onClose: () => void; onSaved: () => void };

/** One modal for adding and editing documentation. */
export function DokumentasiFormDialog({ state, onClose, onSaved }: Props) {
  const item = state.mode === "edit" ? state.item : undefined;
  return (
    <FormDialog
      open={state.mode !== "closed"}
      title={item ? "Edit Dokumentasi" : "Tambah Dokumentasi"}
      onClose={onClose}
      onSaved={onSaved}
    >
      <DokumentasiForm key={item?.id ?? "add"} item={item} />
    </FormDialog>
  );
}

import type { HeroSlide } from "@common/api-types.ts";
import { type DialogState, FormDialog } from "~/backoffice/ui/form-dialog.tsx";
import { HeroForm } from "./hero-form.tsx";

type Props = { state: DialogState<HeroSlide>; onClose: () => void; onSaved: () => void };

/** One modal for adding a banner picture and for editing one. */
export function HeroFormDialog({ state, onClose, onSaved }: Props) {
  const slide = state.mode === "edit" ? state.item : undefined;
  return (
    <FormDialog
      open={state.mode !== "closed"}
      title={slide ? "Edit Gambar Banner" : "Tambah Gambar Banner"}
      onClose={onClose}
      onSaved={onSaved}
    >
      <HeroForm key={slide?.id ?? "add"} slide={slide} />
    </FormDialog>
  );
}

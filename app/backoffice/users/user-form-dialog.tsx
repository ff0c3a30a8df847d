import type { User } from "@common/api-types.ts";
import { type DialogState, FormDialog } from "~/backoffice/ui/form-dialog.tsx";
import { UserForm } from "./user-form.tsx";

type Props = { state: DialogState<User>; onClose: () => void; onSaved: () => void };

/** The one modal for adding and editing a user (SPEC §4: closed, add mode, edit mode). */
export function UserFormDialog({ state, onClose, onSaved }: Props) {
  const user = state.mode === "edit" ? state.item : undefined;
  return (
    <FormDialog
      open={state.mode !== "closed"}
      title={user ? "Edit User" : "Tambah User"}
      onClose={onClose}
      onSaved={onSaved}
    >
      <UserForm key={user?.id ?? "add"} user={user} />
    </FormDialog>
  );
}

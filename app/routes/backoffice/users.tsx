import type { User } from "@common/api-types.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import { useReopenAfterLogin } from "~/backoffice/drafts/use-reopen-after-login.ts";
import { backofficeTitle } from "~/backoffice/shell/nav-items.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { formErrorOf } from "~/backoffice/ui/failures.ts";
import { useDialogState } from "~/backoffice/ui/form-dialog.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import { deleteUser } from "~/backoffice/users/delete-user.ts";
import { getUsers } from "~/backoffice/users/get-users.ts";
import { KeamananPanel } from "~/backoffice/users/keamanan-panel.tsx";
import { UserFormDialog } from "~/backoffice/users/user-form-dialog.tsx";
import { UsersTable } from "~/backoffice/users/users-table.tsx";

export const meta = () => backofficeTitle("Users", "admin");

export default function Users() {
  // SPEC §8: a failed list load is only logged.
  const users = useLoaded(getUsers, [] as User[], (error) =>
    console.error("Gagal mengambil data user:", error),
  );
  const dialog = useDialogState<User>();
  const rows = useRowActions();

  // Back from /login after an ended session: the form that was open opens again.
  useReopenAfterLogin((reopen) => {
    if (reopen === "baru") return void dialog.add();
    const user = users.data.find((u) => String(u.id) === reopen);
    if (user) dialog.edit(user);
    return Boolean(user);
  }, !users.loading);

  const remove = (user: User) =>
    rows.remove(user.id, {
      confirm: CONFIRMATIONS.deleteUser,
      name: `${user.name} (${user.username})`,
      send: () => deleteUser(user.id),
      reload: users.reload,
      success: POPUPS.users.deleted,
      failure: (error) => ({
        ...POPUPS.users.failed,
        text: formErrorOf(error, POPUPS.users.failed.text),
      }),
      logAs: "Gagal menghapus user:",
    });

  return (
    <>
      <PageHeader
        title="Users"
        description="Akun yang dapat masuk ke panel pengelola: admin mengelola seluruh situs, editor mengelola dokumentasi dan informasi."
        action={<AddButton label="Tambah User" onClick={dialog.add} />}
      />
      <UsersTable
        onRetry={users.retry}
        items={users.data}
        loading={users.loading && users.data.length === 0}
        busyId={rows.busyId}
        onEdit={dialog.edit}
        onDelete={(user) => void remove(user)}
      />
      <UserFormDialog
        state={dialog.state}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void users.reload();
        }}
      />
      <KeamananPanel users={users.data} />
    </>
  );
}

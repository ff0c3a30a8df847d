import { useState } from "react";
import { flushSync } from "react-dom";
import type { User } from "../../../common/api-types.ts";
import { backofficeTitle } from "../../backoffice/shell/nav-items.ts";
import { confirmDelete, showError, showSuccess } from "../../backoffice/ui/alerts.ts";
import { type Column, DataTable } from "../../backoffice/ui/data-table.tsx";
import { formErrorOf } from "../../backoffice/ui/failures.ts";
import { PageHeader } from "../../backoffice/ui/page-header.tsx";
import { RowActions } from "../../backoffice/ui/row-actions.tsx";
import { ui } from "../../backoffice/ui/styles.ts";
import { useLoaded } from "../../backoffice/ui/use-loaded.ts";
import { deleteUser } from "../../backoffice/users/delete-user.ts";
import { getUsers } from "../../backoffice/users/get-users.ts";
import { type UserDialogState, UserFormDialog } from "../../backoffice/users/user-form-dialog.tsx";
import { isSessionEnded } from "../../lib/api-client.ts";

export const meta = () => backofficeTitle("Users", "admin");

export default function Users() {
  // SPEC §8: a failed list load is only logged.
  const users = useLoaded(getUsers, [] as User[], (error) =>
    console.error("Gagal mengambil data user:", error),
  );
  const [dialog, setDialog] = useState<UserDialogState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(user: User) {
    if (!(await confirmDelete("Yakin mau hapus?", "Data user tidak bisa dikembalikan!"))) return;
    setDeleting(user.id);
    try {
      await deleteUser(user.id);
      await users.reload();
      setDeleting(null);
      await showSuccess("Berhasil", "User berhasil dihapus.");
    } catch (error) {
      setDeleting(null);
      if (isSessionEnded(error)) return;
      console.error("Gagal menghapus user:", error);
      await showError("Gagal", formErrorOf(error, "Terjadi kesalahan server"));
    }
  }

  const columns: Column<User>[] = [
    { header: "No", cell: (_u, i) => i + 1, className: "md:w-14" },
    { header: "Name", cell: (u) => <span className="font-semibold">{u.name}</span> },
    { header: "Username", cell: (u) => <span className="break-all">{u.username}</span> },
    {
      header: "Role",
      cell: (u) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            u.role === "admin" ? "bg-bata/10 text-bata" : "bg-nila/10 text-nila"
          }`}
        >
          {u.role}
        </span>
      ),
    },
    {
      header: "Aksi",
      cell: (u) => (
        <RowActions
          name={u.name}
          disabled={deleting === u.id}
          onEdit={() => setDialog({ mode: "edit", user: u })}
          onDelete={() => void remove(u)}
        />
      ),
      className: "md:w-48",
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Akun yang dapat masuk ke panel pengelola: admin mengelola seluruh situs, editor mengelola dokumentasi dan informasi."
        action={
          <button
            type="button"
            className={ui.primaryButton}
            onClick={() => setDialog({ mode: "add" })}
          >
            <span aria-hidden="true">+</span> Tambah User
          </button>
        }
      />
      <DataTable
        caption="Daftar user"
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.id}
        loading={users.loading && users.data.length === 0}
      />
      <UserFormDialog
        state={dialog}
        onClose={() => setDialog({ mode: "closed" })}
        onSaved={() => {
          flushSync(() => setDialog({ mode: "closed" }));
          void users.reload();
        }}
      />
    </>
  );
}

import type { Dokumentasi } from "@common/api-types.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import { useState } from "react";
import { StatusFilterField } from "~/backoffice/content/content-fields.tsx";
import { filterByStatus, type StatusFilter } from "~/backoffice/content/content-status.ts";
import { deleteDokumentasi } from "~/backoffice/dokumentasi/delete-dokumentasi.ts";
import { DokumentasiFormDialog } from "~/backoffice/dokumentasi/dokumentasi-form-dialog.tsx";
import { DokumentasiTable } from "~/backoffice/dokumentasi/dokumentasi-table.tsx";
import { getDokumentasiList } from "~/backoffice/dokumentasi/get-dokumentasi-list.ts";
import { useReopenAfterLogin } from "~/backoffice/drafts/use-reopen-after-login.ts";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { showError } from "~/backoffice/ui/alerts.ts";
import { useDialogState } from "~/backoffice/ui/form-dialog.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import { readSession } from "~/lib/session.ts";
import type { Route } from "./+types/dokumentasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Dokumentasi Kegiatan", panelRoleOf(location.pathname));

/** The same screen for admin (/admin/dokumentasi) and editor (/editor/dokumentasi). */
export default function DokumentasiScreen() {
  const list = useLoaded(getDokumentasiList, [] as Dokumentasi[], (error) => {
    console.error("Gagal Memuat data dokumentasi:", error);
    void showError(POPUPS.dokumentasi.loadFailed);
  });
  const dialog = useDialogState<Dokumentasi>();
  const rows = useRowActions();
  const [status, setStatus] = useState<StatusFilter>("semua");

  // Back from /login after an ended session: the form that was open opens again.
  useReopenAfterLogin((reopen) => {
    if (reopen === "baru") return void dialog.add();
    const item = list.data.find((d) => String(d.id) === reopen);
    if (item) dialog.edit(item);
    return Boolean(item);
  }, !list.loading);

  async function remove(item: Dokumentasi) {
    if (!readSession().token) return showError(POPUPS.notLoggedIn);
    await rows.remove(item.id, {
      confirm: CONFIRMATIONS.deleteDokumentasi,
      name: item.judul,
      send: () => deleteDokumentasi(item.id),
      reload: list.reload,
      success: POPUPS.dokumentasi.deleted,
      failure: () => POPUPS.dokumentasi.deleteFailed,
      logAs: "Gagal menghapus dokumentasi:",
    });
  }

  return (
    <>
      <PageHeader
        title="Dokumentasi Kegiatan"
        description="Foto dan cerita kegiatan keraton; tampil di halaman utama dan di halaman kegiatan."
        action={<AddButton label="Tambah Dokumentasi" onClick={dialog.add} />}
      />
      <StatusFilterField value={status} onChange={setStatus} />
      <DokumentasiTable
        onRetry={list.retry}
        items={filterByStatus(list.data, status)}
        loading={list.loading && list.data.length === 0}
        busyId={rows.busyId}
        onEdit={dialog.edit}
        onDelete={(item) => void remove(item)}
      />
      <DokumentasiFormDialog
        state={dialog.state}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void list.reload();
        }}
      />
    </>
  );
}

import { useState } from "react";
import { flushSync } from "react-dom";
import type { Dokumentasi } from "../../../common/api-types.ts";
import { deleteDokumentasi } from "../../backoffice/dokumentasi/delete-dokumentasi.ts";
import {
  type DokumentasiDialogState,
  DokumentasiFormDialog,
} from "../../backoffice/dokumentasi/dokumentasi-form-dialog.tsx";
import { DokumentasiTable } from "../../backoffice/dokumentasi/dokumentasi-table.tsx";
import { getDokumentasiList } from "../../backoffice/dokumentasi/get-dokumentasi-list.ts";
import { backofficeTitle } from "../../backoffice/shell/nav-items.ts";
import { confirmDelete, showError, showSuccess } from "../../backoffice/ui/alerts.ts";
import { PageHeader } from "../../backoffice/ui/page-header.tsx";
import { ui } from "../../backoffice/ui/styles.ts";
import { useLoaded } from "../../backoffice/ui/use-loaded.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import { readSession } from "../../lib/session.ts";
import type { Route } from "./+types/dokumentasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle(
    "Dokumentasi Kegiatan",
    location.pathname.startsWith("/editor") ? "editor" : "admin",
  );

/** The same screen for admin (/admin/dokumentasi) and editor (/editor/dokumentasi). */
export default function DokumentasiScreen() {
  const list = useLoaded(getDokumentasiList, [] as Dokumentasi[], (error) => {
    console.error("Gagal Memuat data dokumentasi:", error);
    void showError("Error", "Gagal mengambil data dokumentasi");
  });
  const [dialog, setDialog] = useState<DokumentasiDialogState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<number | null>(null);

  async function remove(item: Dokumentasi) {
    if (!readSession().token) {
      await showError("Gagal", "Anda belum login");
      return;
    }
    if (!(await confirmDelete("Yakin?", "Data akan dihapus permanen!"))) return;
    setDeleting(item.id);
    try {
      await deleteDokumentasi(item.id);
      await list.reload();
      setDeleting(null);
      await showSuccess("Dihapus!", "Dokumentasi berhasil dihapus");
    } catch (error) {
      setDeleting(null);
      if (isSessionEnded(error)) return;
      console.error("Gagal menghapus dokumentasi:", error);
      await showError("Gagal!", "Terjadi kesalahan server");
    }
  }

  return (
    <>
      <PageHeader
        title="Dokumentasi Kegiatan"
        description="Foto dan cerita kegiatan keraton; tampil di halaman utama dan di halaman kegiatan."
        action={
          <button
            type="button"
            className={ui.primaryButton}
            onClick={() => setDialog({ mode: "add" })}
          >
            <span aria-hidden="true">+</span> Tambah Dokumentasi
          </button>
        }
      />
      <DokumentasiTable
        items={list.data}
        loading={list.loading && list.data.length === 0}
        busyId={deleting}
        onEdit={(item) => setDialog({ mode: "edit", item })}
        onDelete={(item) => void remove(item)}
      />
      <DokumentasiFormDialog
        state={dialog}
        onClose={() => setDialog({ mode: "closed" })}
        onSaved={() => {
          flushSync(() => setDialog({ mode: "closed" }));
          void list.reload();
        }}
      />
    </>
  );
}

import { useState } from "react";
import { flushSync } from "react-dom";
import type { Informasi } from "../../../common/api-types.ts";
import { deleteInformasi } from "../../backoffice/informasi/delete-informasi.ts";
import { getInformasi } from "../../backoffice/informasi/get-informasi.ts";
import { getInformasiList } from "../../backoffice/informasi/get-informasi-list.ts";
import {
  InformasiAddDialog,
  InformasiEditDialog,
} from "../../backoffice/informasi/informasi-dialogs.tsx";
import { InformasiTable } from "../../backoffice/informasi/informasi-table.tsx";
import { backofficeTitle } from "../../backoffice/shell/nav-items.ts";
import { confirmDelete, showError, showSuccess } from "../../backoffice/ui/alerts.ts";
import { PageHeader } from "../../backoffice/ui/page-header.tsx";
import { ui } from "../../backoffice/ui/styles.ts";
import { useLoaded } from "../../backoffice/ui/use-loaded.ts";
import { isSessionEnded } from "../../lib/api-client.ts";
import type { Route } from "./+types/informasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Informasi", location.pathname.startsWith("/editor") ? "editor" : "admin");

/** The same screen for admin (/admin/informasi) and editor (/editor/informasi). */
export default function InformasiScreen() {
  // SPEC §8: a failed list load is only logged.
  const list = useLoaded(getInformasiList, [] as Informasi[], (error) =>
    console.error("Gagal mengambil informasi:", error),
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Informasi | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function edit(item: Informasi) {
    setBusyId(item.id);
    try {
      const fresh = await getInformasi(item.id);
      setBusyId(null);
      setEditing(fresh);
    } catch (error) {
      setBusyId(null);
      if (isSessionEnded(error)) return;
      console.error("Gagal mengambil data untuk diedit.", error);
      await showError("Gagal", "Gagal mengambil data untuk diedit.");
    }
  }

  async function remove(item: Informasi) {
    if (!(await confirmDelete("Apakah Anda yakin?", `Informasi "${item.judul}" akan dihapus.`)))
      return;
    setBusyId(item.id);
    try {
      await deleteInformasi(item.id);
      await list.reload();
      setBusyId(null);
      await showSuccess("Berhasil", "Informasi berhasil dihapus.");
    } catch (error) {
      setBusyId(null);
      if (isSessionEnded(error)) return;
      console.error("Terjadi kesalahan saat menghapus informasi.", error);
      await showError("Gagal", "Terjadi kesalahan saat menghapus informasi.");
    }
  }

  const saved = (close: () => void) => () => {
    flushSync(close);
    void list.reload();
  };

  return (
    <>
      <PageHeader
        title="Informasi"
        description="Artikel dan pengumuman untuk pengunjung; tampil di halaman Informasi."
        action={
          <button type="button" className={ui.primaryButton} onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span> Tambah Informasi
          </button>
        }
      />
      <InformasiTable
        items={list.data}
        loading={list.loading && list.data.length === 0}
        busyId={busyId}
        onEdit={(item) => void edit(item)}
        onDelete={(item) => void remove(item)}
      />
      <InformasiAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={saved(() => setAdding(false))}
      />
      <InformasiEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={saved(() => setEditing(null))}
      />
    </>
  );
}

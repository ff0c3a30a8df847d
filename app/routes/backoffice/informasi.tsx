import type { Informasi } from "@common/api-types.ts";
import { CONFIRMATIONS, POPUPS } from "@common/messages.ts";
import { useState } from "react";
import { StatusFilterField } from "~/backoffice/content/content-fields.tsx";
import { filterByStatus, type StatusFilter } from "~/backoffice/content/content-status.ts";
import { useReopenAfterLogin } from "~/backoffice/drafts/use-reopen-after-login.ts";
import { deleteInformasi } from "~/backoffice/informasi/delete-informasi.ts";
import { getInformasi } from "~/backoffice/informasi/get-informasi.ts";
import { getInformasiList } from "~/backoffice/informasi/get-informasi-list.ts";
import {
  InformasiAddDialog,
  InformasiEditDialog,
} from "~/backoffice/informasi/informasi-dialogs.tsx";
import { InformasiTable } from "~/backoffice/informasi/informasi-table.tsx";
import { backofficeTitle, panelRoleOf } from "~/backoffice/shell/nav-items.ts";
import { AddButton } from "~/backoffice/ui/add-button.tsx";
import { showError } from "~/backoffice/ui/alerts.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { useRowActions } from "~/backoffice/ui/use-row-actions.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import type { Route } from "./+types/informasi";

export const meta = ({ location }: Route.MetaArgs) =>
  backofficeTitle("Informasi", panelRoleOf(location.pathname));

/** The same screen for admin (/admin/informasi) and editor (/editor/informasi). */
export default function InformasiScreen() {
  // SPEC §8: a failed list load is only logged.
  const list = useLoaded(getInformasiList, [] as Informasi[], (error) =>
    console.error("Gagal mengambil informasi:", error),
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Informasi | null>(null);
  const rows = useRowActions();
  const [status, setStatus] = useState<StatusFilter>("semua");

  /** The edit modal opens with the article read fresh from the server. */
  async function edit(item: Informasi) {
    const fresh = await rows.during(item.id, () => getInformasi(item.id));
    if (fresh.ok) return setEditing(fresh.value);
    if (isSessionEnded(fresh.error)) return;
    console.error(POPUPS.informasi.editLoadFailed.text, fresh.error);
    await showError(POPUPS.informasi.editLoadFailed);
  }

  // Back from /login after an ended session: the form that was open opens again.
  useReopenAfterLogin((reopen) => {
    if (reopen === "baru") setAdding(true);
    else if (/^\d+$/.test(reopen)) void edit({ id: Number(reopen) } as Informasi);
    return true;
  });

  const remove = (item: Informasi) =>
    rows.remove(item.id, {
      confirm: CONFIRMATIONS.deleteInformasi(item.judul),
      send: () => deleteInformasi(item.id),
      reload: list.reload,
      success: POPUPS.informasi.deleted,
      failure: () => POPUPS.informasi.deleteFailed,
      logAs: POPUPS.informasi.deleteFailed.text,
    });

  const afterSave = (close: () => void) => () => {
    close();
    void list.reload();
  };

  return (
    <>
      <PageHeader
        title="Informasi"
        description="Artikel dan pengumuman untuk pengunjung; tampil di halaman Informasi."
        action={<AddButton label="Tambah Informasi" onClick={() => setAdding(true)} />}
      />
      <StatusFilterField value={status} onChange={setStatus} />
      <InformasiTable
        onRetry={list.retry}
        items={filterByStatus(list.data, status)}
        loading={list.loading && list.data.length === 0}
        busyId={rows.busyId}
        onEdit={(item) => void edit(item)}
        onDelete={(item) => void remove(item)}
      />
      <InformasiAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={afterSave(() => setAdding(false))}
      />
      <InformasiEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={afterSave(() => setEditing(null))}
      />
    </>
  );
}

import type { Reservasi } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { RESERVASI_STATUSES, type ReservasiStatus } from "@common/schemas.ts";
import { useId, useState } from "react";
import { showError } from "~/backoffice/ui/alerts.ts";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { getReservasiList } from "./get-reservasi-list.ts";
import { countBaru, STATUS_LABEL } from "./reservasi-status.ts";
import { ReservasiTable } from "./reservasi-table.tsx";
import { updateReservasiStatus } from "./update-reservasi-status.ts";

type Filter = ReservasiStatus | "semua";

/** The Reservasi screen of both panels: requests newest first, a status filter, status changes. */
export function ReservasiScreen() {
  const list = useLoaded(getReservasiList, [] as Reservasi[], (error) => {
    console.error("Gagal mengambil reservasi:", error);
    void showError(POPUPS.reservasi.loadFailed);
  });
  const [items, setItems] = useState<Reservasi[] | null>(null);
  const [filter, setFilter] = useState<Filter>("semua");
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  const filterId = useId();

  // Local changes (a new status) live on top of the loaded list until the next load.
  const all = items ?? list.data;
  const shown = filter === "semua" ? all : all.filter((r) => r.status === filter);
  const count = (status: ReservasiStatus) => all.filter((r) => r.status === status).length;

  async function changeStatus(item: Reservasi, status: ReservasiStatus) {
    if (busyId !== null || status === item.status) return;
    setBusyId(item.id);
    setNotice("");
    // Shown at once; put back if the server refuses.
    const withStatus = (row: Reservasi) => all.map((r) => (r.id === item.id ? row : r));
    setItems(withStatus({ ...item, status }));
    try {
      const { data } = await updateReservasiStatus(item.id, status);
      setItems(withStatus({ ...item, ...data }));
      setNotice(`Status permintaan ${item.nama} diubah menjadi ${STATUS_LABEL[data.status]}.`);
    } catch (error) {
      setItems(withStatus(item));
      if (isSessionEnded(error)) return;
      console.error(POPUPS.reservasi.statusFailed.text, error);
      await showError(POPUPS.reservasi.statusFailed, serverReason(error));
    } finally {
      setBusyId(null);
    }
  }

  const baru = countBaru(all);
  return (
    <>
      <PageHeader
        title="Reservasi"
        description="Permintaan kunjungan rombongan dari halaman Kunjungan. Hubungi pemohon, lalu ubah statusnya."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <label htmlFor={filterId} className={ui.label}>
            Tampilkan
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
            className={`${ui.input} min-h-11 sm:w-64`}
          >
            <option value="semua">Semua status ({all.length})</option>
            {RESERVASI_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]} ({count(status)})
              </option>
            ))}
          </select>
        </div>
        <p className="text-stone-700">
          {list.loading && all.length === 0
            ? null
            : baru > 0
              ? `${baru} permintaan baru belum dihubungi.`
              : "Semua permintaan sudah ditangani."}
        </p>
      </div>
      <div role="status">
        {notice ? (
          <p className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-900">
            {notice}
          </p>
        ) : null}
      </div>
      <ReservasiTable
        items={shown}
        loading={list.loading && all.length === 0}
        onRetry={list.retry}
        emptyText={
          filter === "semua"
            ? "Belum ada permintaan kunjungan."
            : `Tidak ada permintaan berstatus ${STATUS_LABEL[filter]}.`
        }
        busyId={busyId}
        onStatus={(item, status) => void changeStatus(item, status)}
      />
    </>
  );
}

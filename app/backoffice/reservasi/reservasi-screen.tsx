import type { Reservasi } from "@common/api-types.ts";
import { POPUPS } from "@common/messages.ts";
import { RESERVASI_STATUSES, type ReservasiStatus } from "@common/schemas/reservasi.schema.ts";
import { useState } from "react";
import { showError } from "~/backoffice/ui/alerts.ts";
import { Field } from "~/backoffice/ui/fields.tsx";
import { PageHeader } from "~/backoffice/ui/page-header.tsx";
import { Pager } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { TABLE_PAGE_SIZE } from "~/backoffice/ui/table-view.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { usePagedList } from "~/backoffice/ui/use-paged-list.ts";
import { getReservasiCounts, type ReservasiCounts } from "./get-reservasi-counts.ts";
import { getReservasiPage } from "./get-reservasi-list.ts";
import { STATUS_LABEL } from "./reservasi-status.ts";
import { ReservasiTable } from "./reservasi-table.tsx";

type Filter = ReservasiStatus | "semua";

const NO_COUNTS: ReservasiCounts = { baru: 0, dihubungi: 0, selesai: 0, batal: 0 };

/**
 * The Reservasi screen of both panels: the requests a page at a time from the server, newest
 * first, filtered by status, each status changed after a confirmation.
 */
export function ReservasiScreen() {
  const [filter, setFilter] = useState<Filter>("semua");
  const [notice, setNotice] = useState("");
  const counts = useLoaded(getReservasiCounts, null as ReservasiCounts | null, (error) =>
    console.error("Gagal menghitung reservasi:", error),
  );

  const list = usePagedList({
    empty: { items: [] as Reservasi[], total: 0 },
    pageSize: TABLE_PAGE_SIZE,
    filter,
    fetchPage: (p) => getReservasiPage(filter === "semua" ? undefined : filter, p, TABLE_PAGE_SIZE),
    onFailure: (error) => {
      console.error("Gagal mengambil reservasi:", error);
      void showError(POPUPS.reservasi.loadFailed);
    },
  });
  const { shown, setPage } = list;

  function choose(next: Filter) {
    setFilter(next);
    setPage(1);
  }

  // A saved status shows in its row at once; the filter applies again on the next load.
  function saved(row: Reservasi) {
    list.setShown((now) => ({ ...now, items: now.items.map((r) => (r.id === row.id ? row : r)) }));
    setNotice(`Status permintaan ${row.nama} diubah menjadi ${STATUS_LABEL[row.status]}.`);
    void counts.reload();
  }

  const known = counts.data ?? NO_COUNTS;
  const all = RESERVASI_STATUSES.reduce((sum, status) => sum + known[status], 0);
  return (
    <>
      <PageHeader
        title="Reservasi"
        description="Permintaan kunjungan rombongan dari halaman Kunjungan. Hubungi pemohon, lalu ubah statusnya."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Tampilkan">
          {({ id }) => (
            <select
              id={id}
              value={filter}
              onChange={(e) => choose(e.target.value as Filter)}
              className={`${ui.input} min-h-11 sm:w-64`}
            >
              <option value="semua">Semua status{counts.data ? ` (${all})` : ""}</option>
              {RESERVASI_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABEL[status]}
                  {counts.data ? ` (${known[status]})` : ""}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="text-stone-700">
          {counts.data === null
            ? null
            : known.baru > 0
              ? `${known.baru} permintaan baru belum dihubungi.`
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
        items={shown.items}
        loading={list.loading && shown.items.length === 0}
        onRetry={list.failed ? list.reload : undefined}
        emptyText={
          filter === "semua"
            ? "Belum ada permintaan kunjungan."
            : `Tidak ada permintaan berstatus ${STATUS_LABEL[filter]}.`
        }
        onSaved={saved}
      />
      <Pager {...list.pager} label="Halaman permintaan kunjungan" />
    </>
  );
}

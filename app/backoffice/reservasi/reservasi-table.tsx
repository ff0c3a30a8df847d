import type { Reservasi } from "@common/api-types.ts";
import { formatDateLong } from "@common/dates.ts";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";
import { formatReceived } from "./reservasi-status.ts";
import { ReservasiStatusSelect } from "./reservasi-status-select.tsx";

type ReservasiTableProps = {
  items: ReadonlyArray<Reservasi>;
  loading: boolean;
  emptyText: string;
  /** A request whose new status the server saved. */
  onSaved: (saved: Reservasi) => void;
  /** Set when the list failed to load (see DataTable). */
  onRetry?: () => void;
};

/** One page of group visit requests, newest first; new ones (`baru`) carry a badge. */
export function ReservasiTable({
  items,
  loading,
  emptyText,
  onSaved,
  onRetry,
}: ReservasiTableProps) {
  const columns: Column<Reservasi>[] = [
    {
      header: "Pemohon",
      className: "md:min-w-48",
      cell: (r) => (
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
            <span className="break-words">{r.nama}</span>
            {r.status === "baru" ? <BaruBadge /> : null}
          </p>
          {r.instansi ? <p className="break-words text-stone-700">{r.instansi}</p> : null}
          <p className="text-sm text-stone-600">
            Diterima <time dateTime={r.created_at}>{formatReceived(r.created_at)}</time>
          </p>
        </div>
      ),
    },
    {
      header: "Kunjungan",
      className: "md:whitespace-nowrap",
      cell: (r) => (
        <div className="space-y-1">
          <p className="font-semibold text-stone-900">{formatDateLong(r.tanggal)}</p>
          <p>{r.jumlah} orang</p>
        </div>
      ),
    },
    {
      header: "Kontak",
      cell: (r) => (
        <div className="space-y-1">
          <a
            href={`tel:${r.telepon}`}
            className="inline-flex min-h-6 items-center font-semibold text-nila underline underline-offset-2 hover:text-bata"
          >
            {r.telepon}
          </a>
          {r.email ? (
            <a
              href={`mailto:${r.email}`}
              className="block text-nila [overflow-wrap:anywhere] underline underline-offset-2 hover:text-bata"
            >
              {r.email}
            </a>
          ) : null}
        </div>
      ),
    },
    {
      header: "Catatan",
      className: "md:max-w-72",
      cell: (r) =>
        r.catatan ? (
          <p className="whitespace-pre-line break-words">{r.catatan}</p>
        ) : (
          <span className="text-stone-600">—</span>
        ),
    },
    {
      header: "Status",
      cell: (r) => <ReservasiStatusSelect item={r} onSaved={onSaved} />,
    },
  ];
  return (
    <DataTable
      caption="Daftar permintaan kunjungan rombongan"
      columns={columns}
      list={{ items, loading, onRetry }}
      emptyText={emptyText}
      clientPaging={false}
    />
  );
}

/** The mark of a request nobody has contacted yet. */
function BaruBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-bata px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
      <span className="size-1.5 rounded-full bg-white" aria-hidden="true" />
      Baru
    </span>
  );
}

import type { RiwayatEntry } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { RIWAYAT_LABELS } from "@common/messages.ts";
import { RIWAYAT_JENIS_LABELS } from "@common/schemas/riwayat.schema.ts";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";

type Props = {
  items: RiwayatEntry[];
  loading: boolean;
  offset: number;
  /** Set when the page failed to load (see DataTable). */
  onRetry?: () => void;
};

/** Waktu, Pengguna, Aksi, Jenis, Data: who changed what, newest first. */
export function RiwayatTable({ items, loading, offset, onRetry }: Props) {
  const columns: Column<RiwayatEntry>[] = [
    { header: "No", cell: (_e, i) => offset + i + 1, className: "md:w-14" },
    {
      header: "Waktu",
      cell: (e) => <time dateTime={e.waktu}>{formatDateTimeJakarta(e.waktu)}</time>,
      className: "md:w-48",
    },
    {
      header: "Pengguna",
      cell: (e) => <span className="break-all font-semibold">{e.pengguna}</span>,
    },
    {
      header: "Aksi",
      cell: (e) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            e.aksi === "login_gagal" || e.aksi === "hapus"
              ? "bg-red-50 text-red-900"
              : "bg-nila/10 text-nila"
          }`}
        >
          {RIWAYAT_LABELS.aksi[e.aksi] ?? e.aksi}
        </span>
      ),
    },
    { header: "Jenis", cell: (e) => RIWAYAT_JENIS_LABELS[e.jenis] ?? e.jenis },
    { header: "Data", cell: (e) => <span className="break-words">{e.target}</span> },
  ];
  return (
    <DataTable
      caption="Riwayat perubahan"
      columns={columns}
      list={{ items, loading, onRetry }}
      emptyText="Belum ada perubahan yang tercatat."
      clientPaging={false}
    />
  );
}

import type { Informasi } from "../../../common/api-types.ts";
import { formatDateShort } from "../../../common/dates.ts";
import { type Column, DataTable } from "../ui/data-table.tsx";
import { RowActions } from "../ui/row-actions.tsx";
import { plainText } from "../ui/text.ts";
import { Thumbnail } from "../ui/thumbnail.tsx";

type Props = {
  items: Informasi[];
  loading: boolean;
  busyId: number | null;
  onEdit: (item: Informasi) => void;
  onDelete: (item: Informasi) => void;
};

/** No, Informasi, Tanggal, Deskripsi, Gambar, Aksi (SPEC §2). */
export function InformasiTable({ items, loading, busyId, onEdit, onDelete }: Props) {
  const columns: Column<Informasi>[] = [
    { header: "No", cell: (_d, i) => i + 1, className: "md:w-12" },
    {
      header: "Informasi",
      cell: (d) => <span className="font-semibold">{d.judul}</span>,
      className: "md:min-w-44",
    },
    {
      header: "Tanggal",
      cell: (d) => <span className="whitespace-nowrap">{formatDateShort(d.tanggal)}</span>,
    },
    {
      header: "Deskripsi",
      cell: (d) => (
        <span className="line-clamp-3 text-sm text-stone-700">{plainText(d.deskripsi)}</span>
      ),
      className: "md:max-w-80",
    },
    { header: "Gambar", cell: (d) => <Thumbnail path={d.gambar} alt={`Gambar ${d.judul}`} /> },
    {
      header: "Aksi",
      cell: (d) => (
        <RowActions
          name={d.judul}
          disabled={busyId === d.id}
          onEdit={() => onEdit(d)}
          onDelete={() => onDelete(d)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption="Daftar informasi"
      columns={columns}
      rows={items}
      rowKey={(d) => d.id}
      loading={loading}
      emptyText="Belum ada informasi tersedia."
    />
  );
}

import type { Dokumentasi } from "../../../common/api-types.ts";
import { formatDateShort } from "../../../common/dates.ts";
import { type Column, DataTable } from "../ui/data-table.tsx";
import { RowActions } from "../ui/row-actions.tsx";
import { plainText } from "../ui/text.ts";
import { Thumbnail } from "../ui/thumbnail.tsx";

type Props = {
  items: Dokumentasi[];
  loading: boolean;
  busyId: number | null;
  onEdit: (item: Dokumentasi) => void;
  onDelete: (item: Dokumentasi) => void;
};

/** No, Judul, Tanggal, Uploaded, Deskripsi, Gambar, Aksi (SPEC §2). */
export function DokumentasiTable({ items, loading, busyId, onEdit, onDelete }: Props) {
  const columns: Column<Dokumentasi>[] = [
    { header: "No", cell: (_d, i) => i + 1, className: "md:w-12" },
    {
      header: "Judul",
      cell: (d) => <span className="font-semibold">{d.judul}</span>,
      className: "md:min-w-40",
    },
    {
      header: "Tanggal",
      cell: (d) => <span className="whitespace-nowrap">{formatDateShort(d.tanggal)}</span>,
    },
    { header: "Uploaded", cell: (d) => d.uploaded },
    {
      header: "Deskripsi",
      cell: (d) => (
        <span className="line-clamp-3 text-sm text-stone-700">{plainText(d.deskripsi)}</span>
      ),
      className: "md:max-w-72",
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
      caption="Daftar dokumentasi kegiatan"
      columns={columns}
      rows={items}
      rowKey={(d) => d.id}
      loading={loading}
      emptyText="Belum ada dokumentasi kegiatan."
    />
  );
}

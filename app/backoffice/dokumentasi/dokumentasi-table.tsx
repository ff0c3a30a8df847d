import type { Dokumentasi } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { statusColumn } from "~/backoffice/content/content-fields.tsx";
import {
  leadingColumns,
  type RowTableProps,
  tanggalColumn,
  trailingColumns,
} from "~/backoffice/ui/content-columns.tsx";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";

/** No, Judul, Tanggal, Uploaded, Deskripsi, Gambar, Aksi (SPEC §2), with Status after Tanggal. */
export function DokumentasiTable({
  items,
  loading,
  onRetry,
  ...actions
}: RowTableProps<Dokumentasi>) {
  const columns: Column<Dokumentasi>[] = [
    ...leadingColumns<Dokumentasi>("Judul", "md:min-w-40"),
    tanggalColumn(),
    statusColumn<Dokumentasi>(),
    { header: "Uploaded", cell: (d) => d.uploaded },
    ...trailingColumns(actions, "md:max-w-72"),
  ];
  return (
    <DataTable
      caption="Daftar dokumentasi kegiatan"
      columns={columns}
      rows={items}
      rowKey={(d) => d.id}
      loading={loading}
      onRetry={onRetry}
      emptyText={UI_TEXTS.noDokumentasi}
    />
  );
}

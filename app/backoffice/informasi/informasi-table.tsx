import type { Informasi } from "@common/api-types.ts";
import { UI_TEXTS } from "@common/messages.ts";
import { statusColumn } from "~/backoffice/content/content-fields.tsx";
import {
  leadingColumns,
  type RowTableProps,
  tanggalColumn,
  trailingColumns,
} from "~/backoffice/ui/content-columns.tsx";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";

/** No, Informasi, Tanggal, Deskripsi, Gambar, Aksi (SPEC §2), with Status (draf or terbit) after Tanggal. */
export function InformasiTable({ items, loading, onRetry, ...actions }: RowTableProps<Informasi>) {
  const columns: Column<Informasi>[] = [
    ...leadingColumns<Informasi>("Informasi", "md:min-w-44"),
    tanggalColumn(),
    statusColumn<Informasi>(),
    ...trailingColumns(actions, "md:max-w-80"),
  ];
  return (
    <DataTable
      caption="Daftar informasi"
      columns={columns}
      rows={items}
      rowKey={(d) => d.id}
      loading={loading}
      onRetry={onRetry}
      emptyText={UI_TEXTS.noInformasi}
    />
  );
}

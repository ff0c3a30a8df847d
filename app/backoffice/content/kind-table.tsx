import type { ContentKind } from "@common/content/kind.ts";
import {
  leadingColumns,
  type RowTableProps,
  tanggalColumn,
  trailingColumns,
} from "~/backoffice/ui/content-columns.tsx";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";
import { statusColumn } from "./content-fields.tsx";
import type { KindItem } from "./kind-api.ts";

/**
 * No, the title, Tanggal (when the kind has one), Status, the kind's listed fields, Deskripsi,
 * Gambar and Aksi (SPEC §2's columns for informasi and dokumentasi).
 */
export function KindTable({
  kind,
  items,
  loading,
  onRetry,
  emptyText,
  ...actions
}: RowTableProps<KindItem> & {
  kind: ContentKind;
  /** Said instead of the kind's empty text (a filter that keeps nothing). */
  emptyText?: string;
}) {
  const words = kind.backoffice;
  const listed = Object.entries(kind.fields).filter(([, f]) => f.column);
  const columns: Column<KindItem>[] = [
    ...leadingColumns<KindItem>(words.titleColumn, words.titleWidth),
    ...("tanggal" in kind.fields ? [tanggalColumn<KindItem>()] : []),
    statusColumn<KindItem>(),
    ...listed.map(([name, f]) => ({
      header: f.column ?? name,
      cell: (d: KindItem) => {
        const value = String(d[name] ?? "");
        return f.options?.[value] ?? value;
      },
    })),
    ...trailingColumns(actions, words.textWidth),
  ];
  return (
    <DataTable
      caption={words.tableCaption}
      columns={columns}
      list={{ items, loading, onRetry }}
      emptyText={emptyText ?? words.emptyText}
    />
  );
}

import { formatDateShort } from "../../../common/dates.ts";
import type { Column } from "./data-table.tsx";
import { RowActions } from "./row-actions.tsx";
import { plainText } from "./text.ts";
import { Thumbnail } from "./thumbnail.tsx";

/** What the dokumentasi and informasi tables both show. */
type ContentRow = { id: number; judul: string; tanggal: string; deskripsi: string; gambar: string };

export type ContentTableProps<T extends ContentRow> = {
  items: T[];
  loading: boolean;
  busyId: number | null;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
};

/** The row number and the title, under the header SPEC gives the title column. */
export function leadingColumns<T extends ContentRow>(
  titleHeader: string,
  titleWidth: string,
): Column<T>[] {
  return [
    { header: "No", cell: (_d, i) => i + 1, className: "md:w-12" },
    {
      header: titleHeader,
      cell: (d) => <span className="font-semibold">{d.judul}</span>,
      className: titleWidth,
    },
  ];
}

export function tanggalColumn<T extends ContentRow>(): Column<T> {
  return {
    header: "Tanggal",
    cell: (d) => <span className="whitespace-nowrap">{formatDateShort(d.tanggal)}</span>,
  };
}

/** Deskripsi as plain text cut to three lines, then Gambar and Aksi. */
export function trailingColumns<T extends ContentRow>(
  { busyId, onEdit, onDelete }: Omit<ContentTableProps<T>, "items" | "loading">,
  deskripsiWidth: string,
): Column<T>[] {
  return [
    {
      header: "Deskripsi",
      cell: (d) => (
        <span className="line-clamp-3 text-sm text-stone-700">{plainText(d.deskripsi)}</span>
      ),
      className: deskripsiWidth,
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
}

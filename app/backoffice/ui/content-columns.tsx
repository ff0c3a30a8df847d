import { formatDateShort } from "@common/dates.ts";
import { htmlToPlainText } from "@common/plain-text.ts";
import { lacksTranslation } from "@common/translation.ts";
import type { Column } from "./data-table.tsx";
import { UntranslatedBadge } from "./english-part.tsx";
import { ProcessingBadge } from "./processing-badge.tsx";
import { RowActions } from "./row-actions.tsx";
import { Thumbnail } from "./thumbnail.tsx";

/** What the dokumentasi and informasi tables both show. */
type ContentRow = {
  id: number;
  judul: string;
  tanggal: string;
  deskripsi: string;
  gambar: string;
  judul_en?: string;
  deskripsi_en?: string;
  /** A collection picture: false while its deep-zoom tiles are being made. */
  gambar_siap?: boolean;
  /** A collection picture whose tiles could not be made. */
  gambar_gagal?: boolean;
};

type RowActionProps<T> = {
  busyId: number | null;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
};

/** What a screen gives its table: the rows, and what Edit and Delete do. */
export type RowTableProps<T> = RowActionProps<T> & {
  items: T[];
  loading: boolean;
  /** Set when the list failed to load (see DataTable). */
  onRetry?: () => void;
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
      cell: (d) => (
        <>
          <span className="font-semibold">{d.judul}</span>
          {lacksTranslation<ContentRow>(d, ["judul", "deskripsi"]) ? <UntranslatedBadge /> : null}
        </>
      ),
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
  actions: RowActionProps<T>,
  deskripsiWidth: string,
): Column<T>[] {
  return [
    {
      header: "Deskripsi",
      cell: (d) => (
        <span className="line-clamp-3 text-sm text-stone-700">{htmlToPlainText(d.deskripsi)}</span>
      ),
      className: deskripsiWidth,
    },
    {
      header: "Gambar",
      cell: (d) => (
        <>
          <Thumbnail path={d.gambar} alt={`Gambar ${d.judul}`} />
          <ProcessingBadge siap={d.gambar_siap} gagal={d.gambar_gagal} />
        </>
      ),
    },
    aksiColumn((d) => d.judul, actions),
  ];
}

/** Edit and Delete of one row, named after the row; disabled while that row is busy. */
export function aksiColumn<T extends { id: number }>(
  nameOf: (row: T) => string,
  { busyId, onEdit, onDelete }: RowActionProps<T>,
  className?: string,
): Column<T> {
  return {
    header: "Aksi",
    cell: (row) => (
      <RowActions
        name={nameOf(row)}
        disabled={busyId === row.id}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
    className,
  };
}

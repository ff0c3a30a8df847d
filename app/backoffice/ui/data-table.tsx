// biome-ignore-all lint/a11y/noRedundantRoles: on phones CSS turns the table into cards, and browsers drop the implicit table roles of re-displayed elements
import { UI_TEXTS } from "@common/messages.ts";
import { type ReactNode, useId, useRef } from "react";
import { LoadFailed } from "./load-failed.tsx";
import { Pager, pageSummary } from "./pager.tsx";
import { ui } from "./styles.ts";
import { TABLE_PAGE_SIZE, useTableView } from "./table-view.ts";
import { useOverflowsX } from "./use-overflows-x.ts";

export type Column<T> = {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Extra classes for this column's cells (widths, alignment). */
  className?: string;
};

/** A list as its screen loaded it: the rows, whether they are still coming, and what a retry does. */
export type LoadedRows<T> = {
  items: ReadonlyArray<T>;
  loading: boolean;
  /** Set when the list failed to load: the table says so and offers a retry, not `emptyText`. */
  onRetry?: () => void;
};

type DataTableProps<T> = {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  /** Each row is known by its `id`. */
  list: LoadedRows<T>;
  emptyText?: string;
  /**
   * The list is loaded whole (default): a search box and pages of 20 come with the table. False
   * when the server pages the list itself (the change record).
   */
  clientPaging?: boolean;
};

/**
 * A table on wide screens; on phones each row becomes a card whose cells carry their column
 * name. Explicit roles keep the table semantics when CSS changes the display. When the columns
 * do not fit (tablets with the sidebar open), the table scrolls sideways inside its own box, which
 * then becomes a named, focusable region so keyboard users can scroll it too.
 */
export function DataTable<T extends { id: number | string }>({
  caption,
  columns,
  list: { items: rows, loading, onRetry },
  emptyText = "Belum ada data.",
  clientPaging = true,
}: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(box);
  const searchId = useId();
  const view = useTableView(rows);
  const shown = clientPaging ? view.shown : rows;
  const offset = clientPaging ? view.offset : 0;
  const searching = clientPaging && view.query.trim() !== "";
  const table = (
    <div
      ref={box}
      {...(scrolls ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
      // relative: screen-reader-only text inside (absolutely placed) must scroll with the table
      // instead of widening the page.
      className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emas"
    >
      <table role="table" className="block w-full border-collapse text-left md:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="md:border-b md:border-stone-200 md:bg-gading">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className="px-4 py-3 text-sm font-semibold uppercase tracking-wide text-stone-700"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block divide-y divide-stone-200 md:table-row-group">
          {loading || shown.length === 0 ? (
            <tr role="row" className="block md:table-row">
              <td
                role="cell"
                colSpan={columns.length}
                className="block px-4 py-8 text-center text-stone-600 md:table-cell"
              >
                {loading ? (
                  UI_TEXTS.loadingData
                ) : onRetry ? (
                  <LoadFailed onRetry={onRetry} />
                ) : searching ? (
                  "Tidak ada yang cocok."
                ) : (
                  emptyText
                )}
              </td>
            </tr>
          ) : (
            shown.map((row, index) => (
              <tr
                key={row.id}
                role="row"
                className="block px-4 py-3 odd:bg-white even:bg-stone-50/70 md:table-row md:p-0 md:hover:bg-gading/60"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={`grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 py-1.5 align-top before:font-semibold before:text-stone-600 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:before:content-none ${column.className ?? ""}`}
                  >
                    <div className="min-w-0">{column.cell(row, offset + index)}</div>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  if (!clientPaging) return table;
  return (
    <div>
      <search className="mb-3 flex flex-wrap items-center gap-2">
        <label htmlFor={searchId} className={ui.label}>
          Cari
        </label>
        <input
          id={searchId}
          type="search"
          value={view.query}
          onChange={(e) => view.setQuery(e.target.value)}
          placeholder={`Cari di ${caption.toLowerCase()}`}
          className={`${ui.input} max-w-md flex-1`}
          autoComplete="off"
        />
      </search>
      {table}
      <Pager
        page={view.page}
        pageCount={view.pageCount}
        onPage={view.setPage}
        label={`Halaman ${caption.toLowerCase()}`}
        summary={
          view.matching > TABLE_PAGE_SIZE || searching
            ? pageSummary(view.page, TABLE_PAGE_SIZE, view.matching)
            : undefined
        }
      />
    </div>
  );
}

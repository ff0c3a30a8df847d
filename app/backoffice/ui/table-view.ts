import { useState } from "react";

/** How many rows a back-office table shows at once when the whole list is loaded. */
export const TABLE_PAGE_SIZE = 20;

/** Lower case without accents, so "Sultan" finds "sultan" and "Kasepuhan" finds "kasépuhan". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The words of a row a search looks at: its own text values (HTML tags left out). */
export function rowText(row: unknown): string {
  if (row === null || typeof row !== "object") return String(row ?? "");
  return Object.values(row)
    .filter((v): v is string | number => typeof v === "string" || typeof v === "number")
    .map((v) => String(v).replace(/<[^>]*>/g, " "))
    .join(" ");
}

/** Rows holding every word of the query, in any order and case. */
export function filterRows<T>(rows: ReadonlyArray<T>, query: string, text = rowText): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = foldText(text(row));
    return words.every((word) => haystack.includes(word));
  });
}

/** Search and paging over a list loaded whole: what a table shows of it. */
export function useTableView<T>(rows: ReadonlyArray<T>, pageSize = TABLE_PAGE_SIZE) {
  const [query, setQueryState] = useState("");
  const [wanted, setPage] = useState(1);
  const matching = filterRows(rows, query);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(wanted, pageCount);
  const offset = (page - 1) * pageSize;
  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    page,
    setPage,
    pageCount,
    offset,
    matching: matching.length,
    shown: matching.slice(offset, offset + pageSize),
  };
}

import { ui } from "./styles.ts";

type PagerProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's name: "Halaman daftar user". */
  label: string;
  /** "Menampilkan 1–20 dari 57" and the like. */
  summary?: string;
};

/** Sebelumnya / Berikutnya with the page in between: the paging of every back-office list. */
export function Pager({ page, pageCount, onPage, label, summary }: PagerProps) {
  if (pageCount <= 1 && !summary) return null;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-stone-700"
    >
      <p className="text-sm" aria-live="polite">
        {summary}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${ui.smallButton} border-stone-400 bg-white text-stone-900`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Sebelumnya
          </button>
          <span className="min-w-28 text-center text-sm">
            Halaman {page} dari {pageCount}
          </span>
          <button
            type="button"
            className={`${ui.smallButton} border-stone-400 bg-white text-stone-900`}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Berikutnya
          </button>
        </div>
      ) : null}
    </nav>
  );
}

/** "Menampilkan 21–40 dari 57" (or that nothing matched). */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total === 0) return "";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Menampilkan ${first}–${last} dari ${total}`;
}

import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionEnded } from "~/lib/api-client.ts";
import { pageSummary } from "./pager.tsx";

type PageOf = { items: unknown[]; total: number };

type PagedListOptions<P extends PageOf> = {
  /** What the list shows before the first page came. */
  empty: P;
  pageSize: number;
  /** Asks the server for one page (of the filter the screen shows now). */
  fetchPage: (page: number) => Promise<P>;
  /** Changes when the filter changes: the page is asked for again. */
  filter: unknown;
  /** A page could not be loaded (not called when the session just ended). */
  onFailure: (error: unknown) => void;
};

/**
 * A list the server hands out a page at a time (reservasi, riwayat, email keluar): which page is
 * asked for, the rows on screen with the page they belong to (the next page may still be on its
 * way), whether the last load failed, and `reload` to ask for the same page again. An answer that
 * comes after the screen asked for another page or closed is dropped.
 */
export function usePagedList<P extends PageOf>({
  empty,
  pageSize,
  fetchPage,
  filter,
  onFailure,
}: PagedListOptions<P>) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<P & { page: number }>({ ...empty, page: 1 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // Raised by `reload`: the same page asked for again.
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ fetchPage, onFailure });
  latest.current = { fetchPage, onFailure };

  const load = useCallback(async (p: number, alive: () => boolean) => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await latest.current.fetchPage(p);
      if (alive()) setShown({ ...next, page: p });
    } catch (error) {
      if (!alive() || isSessionEnded(error)) return;
      latest.current.onFailure(error);
      setFailed(true);
    } finally {
      if (alive()) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `filter` and `attempt` ask again, they are no inputs
  useEffect(() => {
    let alive = true;
    void load(page, () => alive);
    return () => {
      alive = false;
    };
  }, [load, filter, page, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    page,
    setPage,
    shown,
    setShown,
    loading,
    failed,
    reload,
    /** What the screen's `Pager` needs besides its label. */
    pager: {
      page,
      pageCount: Math.max(1, Math.ceil(shown.total / pageSize)),
      onPage: setPage,
      summary: pageSummary(shown.page, pageSize, shown.total),
    },
  };
}

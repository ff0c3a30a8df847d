import type { RiwayatEntry, User } from "@common/api-types.ts";
import { RIWAYAT_LABELS } from "@common/messages.ts";
import { RIWAYAT_JENIS, type RiwayatJenis } from "@common/schemas.ts";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Pager, pageSummary } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { getUsers } from "~/backoffice/users/get-users.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { getRiwayat, type RiwayatFilter } from "./get-riwayat.ts";
import { RiwayatTable } from "./riwayat-table.tsx";

export const RIWAYAT_PAGE_SIZE = 20;

/** The rows on screen and the page they belong to (the next page may still be on its way). */
type Shown = { items: RiwayatEntry[]; total: number; page: number };

/** The change record, a page at a time, filtered by person and by kind. */
export function RiwayatScreen() {
  const id = useId();
  const [draft, setDraft] = useState<RiwayatFilter>({ pengguna: "", jenis: "" });
  const [filter, setFilter] = useState<RiwayatFilter>(draft);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>({ items: [], total: 0, page: 1 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The people to choose from: today's accounts (a deleted one can still be typed).
  const users = useLoaded(getUsers, [] as User[], (error) =>
    console.error("Gagal mengambil data user:", error),
  );

  const load = useCallback(async (f: RiwayatFilter, p: number, alive: () => boolean) => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await getRiwayat(f, p, RIWAYAT_PAGE_SIZE);
      if (alive()) setShown({ ...next, page: p });
    } catch (error) {
      if (!alive() || isSessionEnded(error)) return;
      console.error("Gagal mengambil riwayat perubahan:", error);
      setFailed(true);
    } finally {
      if (alive()) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks for a new load
  useEffect(() => {
    let alive = true;
    void load(filter, page, () => alive);
    return () => {
      alive = false;
    };
  }, [load, filter, page, attempt]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilter({ ...draft });
  }

  function clear() {
    const none = { pengguna: "", jenis: "" as const };
    setDraft(none);
    setFilter(none);
    setPage(1);
  }

  const pageCount = Math.max(1, Math.ceil(shown.total / RIWAYAT_PAGE_SIZE));
  return (
    <>
      <form
        onSubmit={apply}
        aria-label="Saring riwayat"
        className={`${ui.card} mb-4 grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end`}
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-pengguna`} className={ui.label}>
            Pengguna
          </label>
          <input
            id={`${id}-pengguna`}
            list={`${id}-people`}
            value={draft.pengguna}
            onChange={(e) => setDraft({ ...draft, pengguna: e.target.value })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Semua pengguna"
            className={ui.input}
          />
          <datalist id={`${id}-people`}>
            {users.data.map((u) => (
              <option key={u.id} value={u.username}>
                {u.name}
              </option>
            ))}
          </datalist>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-jenis`} className={ui.label}>
            Jenis
          </label>
          <select
            id={`${id}-jenis`}
            value={draft.jenis}
            onChange={(e) => setDraft({ ...draft, jenis: e.target.value as RiwayatJenis | "" })}
            className={ui.input}
          >
            <option value="">Semua jenis</option>
            {RIWAYAT_JENIS.map((jenis) => (
              <option key={jenis} value={jenis}>
                {RIWAYAT_LABELS.jenis[jenis]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={ui.primaryButton}>
            Terapkan
          </button>
          <button type="button" className={ui.secondaryButton} onClick={clear}>
            Hapus saringan
          </button>
        </div>
      </form>
      <RiwayatTable
        // A failed page shows the failure and a retry, not the rows of the page before.
        items={failed ? [] : shown.items}
        loading={loading && shown.items.length === 0}
        offset={(shown.page - 1) * RIWAYAT_PAGE_SIZE}
        onRetry={failed ? () => setAttempt((n) => n + 1) : undefined}
      />
      <Pager
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        label="Halaman riwayat perubahan"
        summary={pageSummary(shown.page, RIWAYAT_PAGE_SIZE, shown.total)}
      />
    </>
  );
}

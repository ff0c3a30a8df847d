import type { RiwayatEntry, User } from "@common/api-types.ts";
import {
  RIWAYAT_JENIS,
  RIWAYAT_JENIS_LABELS,
  type RiwayatJenis,
} from "@common/schemas/riwayat.schema.ts";
import { type FormEvent, useId, useState } from "react";
import { Pager } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { usePagedList } from "~/backoffice/ui/use-paged-list.ts";
import { getUsers } from "~/backoffice/users/get-users.ts";
import { getRiwayat, type RiwayatFilter } from "./get-riwayat.ts";
import { RiwayatTable } from "./riwayat-table.tsx";

export const RIWAYAT_PAGE_SIZE = 20;

/** The change record, a page at a time, filtered by person and by kind. */
export function RiwayatScreen() {
  const id = useId();
  const [draft, setDraft] = useState<RiwayatFilter>({ pengguna: "", jenis: "" });
  const [filter, setFilter] = useState<RiwayatFilter>(draft);
  // The people to choose from: today's accounts (a deleted one can still be typed).
  const users = useLoaded(getUsers, [] as User[], (error) =>
    console.error("Gagal mengambil data user:", error),
  );

  const list = usePagedList({
    empty: { items: [] as RiwayatEntry[], total: 0 },
    pageSize: RIWAYAT_PAGE_SIZE,
    filter,
    fetchPage: (p) => getRiwayat(filter, p, RIWAYAT_PAGE_SIZE),
    onFailure: (error) => console.error("Gagal mengambil riwayat perubahan:", error),
  });
  const { shown, setPage } = list;

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
                {RIWAYAT_JENIS_LABELS[jenis]}
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
        items={list.failed ? [] : shown.items}
        loading={list.loading && shown.items.length === 0}
        offset={(shown.page - 1) * RIWAYAT_PAGE_SIZE}
        onRetry={list.failed ? list.reload : undefined}
      />
      <Pager {...list.pager} label="Halaman riwayat perubahan" />
    </>
  );
}

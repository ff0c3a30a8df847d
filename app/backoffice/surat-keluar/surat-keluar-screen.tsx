import type { SuratKeluar } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { POPUPS } from "@common/messages.ts";
import { SURAT_KELUAR_STATUSES, type SuratKeluarStatus } from "@common/schemas/surat-keluar.ts";
import { useCallback, useEffect, useId, useState } from "react";
import { showError, showSuccess } from "~/backoffice/ui/alerts.ts";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { Pager, pageSummary } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { MailNotSetUp } from "./mail-not-set-up.tsx";
import {
  getOutboxSummary,
  getSuratKeluar,
  type OutboxSummary,
  sendAgain,
} from "./surat-keluar-api.ts";

const PAGE_SIZE = 20;

export const STATUS_LABEL: Record<SuratKeluarStatus, string> = {
  antri: "Menunggu",
  terkirim: "Terkirim",
  gagal: "Gagal",
};

const STATUS_STYLE: Record<SuratKeluarStatus, string> = {
  antri: "bg-amber-50 text-amber-950",
  terkirim: "bg-green-50 text-green-900",
  gagal: "bg-red-50 text-red-900",
};

type Shown = { items: SuratKeluar[]; total: number; page: number };

/** The outbox: every mail the site wrote, its status, tries and last error; failed ones again. */
export function SuratKeluarScreen() {
  const id = useId();
  const [status, setStatus] = useState<SuratKeluarStatus | "">("");
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>({ items: [], total: 0, page: 1 });
  const [summary, setSummary] = useState<OutboxSummary>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);

  const load = useCallback(async (s: SuratKeluarStatus | "", p: number, alive: () => boolean) => {
    setLoading(true);
    setFailed(false);
    try {
      const [next, sum] = await Promise.all([getSuratKeluar(s, p, PAGE_SIZE), getOutboxSummary()]);
      if (!alive()) return;
      setShown({ ...next, page: p });
      setSummary(sum);
    } catch (error) {
      if (!alive() || isSessionEnded(error)) return;
      console.error("Gagal mengambil email keluar:", error);
      setFailed(true);
    } finally {
      if (alive()) setLoading(false);
    }
  }, []);

  // `reload` asks for the same page again (after "Kirim ulang" or "Coba lagi").
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is the trigger, not an input
  useEffect(() => {
    let alive = true;
    void load(status, page, () => alive);
    return () => {
      alive = false;
    };
  }, [load, status, page, reload]);

  async function again(mail: SuratKeluar) {
    try {
      await sendAgain(mail.id);
      setReload((n) => n + 1);
      await showSuccess(POPUPS.suratKeluar.sentAgain);
    } catch (error) {
      if (!isSessionEnded(error)) {
        await showError(POPUPS.suratKeluar.sendAgainFailed, serverReason(error));
      }
    }
  }

  const columns: Column<SuratKeluar>[] = [
    {
      header: "Waktu",
      cell: (m) => <time dateTime={m.waktu}>{formatDateTimeJakarta(m.waktu)}</time>,
      className: "md:w-44",
    },
    { header: "Kepada", cell: (m) => <span className="break-all">{m.kepada}</span> },
    { header: "Perihal", cell: (m) => <span className="break-words">{m.perihal}</span> },
    {
      header: "Status",
      cell: (m) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLE[m.status]}`}
        >
          {STATUS_LABEL[m.status]}
        </span>
      ),
    },
    { header: "Percobaan", cell: (m) => m.percobaan, className: "md:w-24" },
    {
      header: "Galat terakhir",
      cell: (m) => <span className="break-words text-sm">{m.galat || "—"}</span>,
    },
    {
      header: "Aksi",
      cell: (m) =>
        m.status === "gagal" ? (
          <button type="button" className={ui.smallButton} onClick={() => void again(m)}>
            Kirim ulang
          </button>
        ) : null,
    },
  ];

  const pageCount = Math.max(1, Math.ceil(shown.total / PAGE_SIZE));
  return (
    <>
      {summary && !summary.siap ? <MailNotSetUp /> : null}
      <div className={`${ui.card} mb-4 flex flex-wrap items-end gap-4 p-4`}>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-status`} className={ui.label}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setPage(1);
              setStatus(e.target.value as SuratKeluarStatus | "");
            }}
            className={ui.input}
          >
            <option value="">Semua status</option>
            {SURAT_KELUAR_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          Gagal mengambil daftar email keluar.
          <button type="button" className={ui.smallButton} onClick={() => setReload((n) => n + 1)}>
            Coba lagi
          </button>
        </div>
      ) : (
        <DataTable
          caption="Email keluar"
          columns={columns}
          rows={shown.items}
          rowKey={(m) => m.id}
          loading={loading && shown.items.length === 0}
          emptyText="Belum ada email yang dikirim situs."
          clientPaging={false}
        />
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        label="Halaman email keluar"
        summary={pageSummary(shown.page, PAGE_SIZE, shown.total)}
      />
    </>
  );
}

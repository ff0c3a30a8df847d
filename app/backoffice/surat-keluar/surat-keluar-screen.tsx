import type { SuratKeluar } from "@common/api-types.ts";
import { formatDateTimeJakarta } from "@common/dates.ts";
import { POPUPS } from "@common/messages.ts";
import {
  SURAT_KELUAR_STATUSES,
  type SuratKeluarStatus,
} from "@common/schemas/surat-keluar.schema.ts";
import { useId, useState } from "react";
import { showError, showSuccess } from "~/backoffice/ui/alerts.ts";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";
import { serverReason } from "~/backoffice/ui/failures.ts";
import { Pager } from "~/backoffice/ui/pager.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { usePagedList } from "~/backoffice/ui/use-paged-list.ts";
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

/** The outbox: every mail the site wrote, its status, tries and last error; failed ones again. */
export function SuratKeluarScreen() {
  const id = useId();
  const [status, setStatus] = useState<SuratKeluarStatus | "">("");
  // The outbox's summary comes with each page: whether mail is set up at all.
  const list = usePagedList({
    empty: {
      items: [] as SuratKeluar[],
      total: 0,
      summary: undefined as OutboxSummary | undefined,
    },
    pageSize: PAGE_SIZE,
    filter: status,
    fetchPage: async (p) => {
      const [next, summary] = await Promise.all([
        getSuratKeluar(status, p, PAGE_SIZE),
        getOutboxSummary(),
      ]);
      return { ...next, summary };
    },
    onFailure: (error) => console.error("Gagal mengambil email keluar:", error),
  });
  const { shown, setPage, reload } = list;
  const { summary } = shown;

  async function again(mail: SuratKeluar) {
    try {
      await sendAgain(mail.id);
      reload();
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
      {list.failed ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
        >
          Gagal mengambil daftar email keluar.
          <button type="button" className={ui.smallButton} onClick={reload}>
            Coba lagi
          </button>
        </div>
      ) : (
        <DataTable
          caption="Email keluar"
          columns={columns}
          list={{ items: shown.items, loading: list.loading && shown.items.length === 0 }}
          emptyText="Belum ada email yang dikirim situs."
          clientPaging={false}
        />
      )}
      <Pager {...list.pager} label="Halaman email keluar" />
    </>
  );
}

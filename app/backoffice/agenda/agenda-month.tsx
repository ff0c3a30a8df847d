import { formatAgendaDate, formatGregorianSpan } from "@common/agenda/agenda-dates.ts";
import type { AgendaKejadian } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { ui } from "~/backoffice/ui/styles.ts";
import { getKejadian } from "./agenda-api.ts";
import { cancelKejadian, sendKejadianChange } from "./kejadian-actions.ts";

const MONTH_NAME = new Intl.DateTimeFormat("id", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The first and last day of a `YYYY-MM` month. */
function monthSpan(month: string): { dari: string; sampai: string } {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { dari: `${month}-01`, sampai: `${month}-${String(last).padStart(2, "0")}` };
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * A month of occurrences of the published items: each with its Gregorian and Hijri date and its
 * marks; an estimate is confirmed with one click, any occurrence can be moved or cancelled (the
 * other years stay as they are).
 */
export function AgendaMonth({
  month,
  onMonth,
  onChanged,
}: {
  month: string;
  onMonth: (m: string) => void;
  /** After a change: the list above shows the new state too. */
  onChanged: () => Promise<void>;
}) {
  const [items, setItems] = useState<AgendaKejadian[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const { dari, sampai } = monthSpan(month);
    try {
      setItems(await getKejadian(dari, sampai));
      setFailed(false);
    } catch (error) {
      console.error("Gagal mengambil jadwal agenda:", error);
      setFailed(true);
    }
  }, [month]);
  useEffect(() => {
    void load();
  }, [load]);
  const heading = MONTH_NAME.format(new Date(`${month}-15T12:00:00Z`));
  return (
    <section aria-labelledby="judul-bulan" className={`${ui.card} space-y-4 p-4 sm:p-6`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="judul-bulan" className="font-serif text-xl text-stone-900">
          Jadwal {heading}
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => onMonth(shiftMonth(month, -1))}
          >
            ← Bulan sebelumnya
          </button>
          <label className="sr-only" htmlFor="pilih-bulan">
            Pilih bulan
          </label>
          <input
            id="pilih-bulan"
            type="month"
            value={month}
            onChange={(e) => e.target.value && onMonth(e.target.value)}
            className={`${ui.input} w-44`}
          />
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => onMonth(shiftMonth(month, 1))}
          >
            Bulan berikutnya →
          </button>
        </div>
      </div>
      {failed ? (
        <p className="text-bata">
          Jadwal bulan ini gagal dimuat.{" "}
          <button type="button" className="underline" onClick={() => void load()}>
            Coba lagi
          </button>
        </p>
      ) : items === null ? (
        <p className="text-stone-600">Memuat jadwal…</p>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 px-4 py-3 text-stone-600">
          Tidak ada agenda terbit pada bulan ini.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {items.map((k) => (
            <OccurrenceRow
              key={`${k.agenda_id}-${k.tanggal_asal}`}
              k={k}
              onChanged={async () => {
                await Promise.all([load(), onChanged()]);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function OccurrenceRow({ k, onChanged }: { k: AgendaKejadian; onChanged: () => Promise<void> }) {
  const id = useId();
  const [moving, setMoving] = useState(false);
  const [newDate, setNewDate] = useState(k.tanggal);
  const [busy, setBusy] = useState(false);
  const dateText = formatAgendaDate(k, "id");
  async function run(work: () => Promise<boolean>) {
    setBusy(true);
    try {
      if (await work()) {
        setMoving(false);
        await onChanged();
      }
    } finally {
      setBusy(false);
    }
  }
  const past = k.tanggal_selesai < todayInJakarta();
  return (
    <li className="space-y-2 py-3" aria-label={`${k.judul}, ${dateText}`}>
      <p className="font-semibold text-stone-900">{k.judul}</p>
      <p className="flex flex-wrap items-center gap-2 text-stone-800">
        <span className={k.dibatalkan ? "line-through text-stone-500" : ""}>{dateText}</span>
        {k.hari_terakhir ? <span className="text-sm">(hari terakhir bulan itu)</span> : null}
        {k.dibatalkan ? (
          <span className="rounded-full bg-bata px-2 py-0.5 text-xs font-semibold text-white">
            Dibatalkan
          </span>
        ) : null}
        {k.dipindah ? (
          <span className="rounded-full border border-stone-400 px-2 py-0.5 text-xs">
            Dipindah dari {formatGregorianSpan(k.tanggal_asal, k.tanggal_asal, "id")}
          </span>
        ) : null}
        {k.dibatalkan ? null : k.perkiraan ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => sendKejadianChange(k, { pasti: true }))}
            className="rounded-full border border-amber-600 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100"
            aria-label={`Perkiraan: pastikan ${k.judul} pada ${dateText}`}
          >
            perkiraan · Pastikan
          </button>
        ) : (
          <span className="rounded-full border border-emerald-600 px-2 py-0.5 text-xs text-emerald-800">
            Pasti
          </span>
        )}
        {past ? <span className="text-xs text-stone-500">(sudah lewat)</span> : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <KejadianButton busy={busy} onClick={() => setMoving(!moving)} expanded={moving}>
          Pindahkan
        </KejadianButton>
        {k.dibatalkan ? (
          <KejadianButton
            busy={busy}
            onClick={() => void run(() => sendKejadianChange(k, { dibatalkan: false }))}
          >
            Batal dibatalkan
          </KejadianButton>
        ) : (
          <KejadianButton busy={busy} onClick={() => void run(() => cancelKejadian(k, dateText))}>
            Batalkan
          </KejadianButton>
        )}
      </div>
      {moving ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => sendKejadianChange(k, { tanggal_baru: newDate }));
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-baru`} className="text-sm font-semibold text-stone-700">
              Tanggal baru
            </label>
            <input
              id={`${id}-baru`}
              type="date"
              value={newDate}
              onChange={(e) => setNewDate(e.target.value)}
              className={ui.input}
            />
          </div>
          <button type="submit" className={ui.primaryButton} disabled={busy}>
            Simpan tanggal
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** One of an occurrence's buttons (move, cancel): it waits while a change is being sent. */
function KejadianButton({
  busy,
  onClick,
  expanded,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  /** For a button that opens a part below it. */
  expanded?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={ui.secondaryButton}
      disabled={busy}
      onClick={onClick}
      aria-expanded={expanded}
    >
      {children}
    </button>
  );
}

import type { Statistik } from "@common/api-types.ts";
import { type ReactNode, useEffect, useState } from "react";
import { LoadFailed } from "~/backoffice/ui/load-failed.tsx";
import { ui } from "~/backoffice/ui/styles.ts";
import { isSessionEnded } from "~/lib/api-client.ts";
import { downloadStatistikCsv, getStatistik, lastDays } from "./get-statistik.ts";
import { ViewsChart } from "./views-chart.tsx";

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** Where views from more hosts than a day keeps are added up (server/statistik). */
const OTHER_HOSTS = "(lainnya)";

const percent = (n: number, total: number) =>
  total > 0 ? `${Math.round((n / total) * 100)}%` : "0%";

/** The Statistik screen: views per day, top pages, where visitors come from, what they search. */
export function StatistikScreen() {
  const [period, setPeriod] = useState<Period>(30);
  const rentang = lastDays(period);
  const loaded = useStatistik(period);
  const [csvError, setCsvError] = useState("");
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setCsvError("");
    setDownloading(true);
    try {
      await downloadStatistikCsv(rentang);
    } catch (error) {
      if (!isSessionEnded(error)) setCsvError("CSV gagal diunduh. Coba lagi.");
    } finally {
      setDownloading(false);
    }
  }

  const s = loaded.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Rentang waktu</legend>
          {PERIODS.map((p) => (
            <label
              key={p}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-md border px-4 font-semibold focus-within:outline-3 focus-within:outline-emas/60 ${p === period ? "border-bata bg-bata text-white" : "border-stone-400 bg-white text-stone-900 hover:bg-stone-100"}`}
            >
              <input
                type="radio"
                name="rentang"
                value={p}
                checked={p === period}
                onChange={() => setPeriod(p)}
                className="sr-only"
              />
              {p} hari
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-1 sm:items-end">
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => void download()}
            disabled={downloading}
          >
            {downloading ? "Mengunduh…" : "Unduh CSV"}
          </button>
          {csvError ? (
            <p role="alert" className={ui.fieldError}>
              {csvError}
            </p>
          ) : null}
        </div>
      </div>

      {loaded.failed ? (
        <div className={ui.card}>
          <LoadFailed onRetry={loaded.retry} />
        </div>
      ) : !s ? (
        <p className="text-stone-600" role="status">
          Memuat statistik…
        </p>
      ) : (
        <StatistikParts s={s} />
      )}
    </div>
  );
}

/** The statistics of the chosen period, loaded anew when it changes or on a retry. */
function useStatistik(period: Period) {
  const [data, setData] = useState<Statistik | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks for a new load
  useEffect(() => {
    let alive = true;
    setFailed(false);
    getStatistik(lastDays(period)).then(
      (next) => {
        if (alive) setData(next);
      },
      (error) => {
        if (!alive || isSessionEnded(error)) return;
        console.error("Gagal mengambil statistik:", error);
        setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [period, attempt]);
  return { data, failed, retry: () => setAttempt((n) => n + 1) };
}

function StatistikParts({ s }: { s: Statistik }) {
  const total = s.harian.reduce((sum, d) => sum + d.tayangan, 0);
  return (
    <>
      <Part id="statistik-harian" title="Tayangan per hari">
        <ViewsChart harian={s.harian} />
      </Part>

      <div className="grid gap-6 lg:grid-cols-2">
        <Part id="statistik-halaman" title="Halaman teratas">
          <RankTable
            caption="Halaman teratas"
            head={["Halaman", "Tayangan"]}
            rows={s.halaman.map((h) => ({
              key: h.path,
              label: (
                <>
                  <span className="block font-medium text-stone-900">{h.judul}</span>
                  <span className="block break-all text-xs text-stone-500">{h.path}</span>
                </>
              ),
              value: h.tayangan,
            }))}
            empty="Belum ada tayangan pada rentang ini."
          />
        </Part>
        <Part id="statistik-perujuk" title="Situs perujuk">
          <RankTable
            caption="Situs perujuk"
            head={["Situs", "Tayangan"]}
            rows={s.perujuk.map((r) => ({
              key: r.host,
              label: r.host === OTHER_HOSTS ? "Situs lainnya" : r.host,
              value: r.tayangan,
            }))}
            empty="Belum ada pengunjung yang datang dari situs lain."
          />
        </Part>
        <Part id="statistik-perangkat" title="Perangkat">
          <Shares
            parts={[
              ["Ponsel", s.perangkat.ponsel],
              ["Tablet", s.perangkat.tablet],
              ["Desktop", s.perangkat.desktop],
            ]}
          />
        </Part>
        <Part id="statistik-bahasa" title="Bahasa halaman">
          <Shares
            parts={[
              ["Indonesia", s.bahasa.id],
              ["English", s.bahasa.en],
            ]}
          />
        </Part>
      </div>

      <Part id="statistik-pencarian" title="Pencarian pengunjung">
        <p className="mb-3 text-sm text-stone-600">
          Pencarian yang tidak menemukan apa pun ada di atas: itulah yang dicari pengunjung tetapi
          belum ada di situs.
        </p>
        <RankTable
          caption="Pencarian pengunjung"
          head={["Kata pencarian", "Dicari", "Hasil"]}
          rows={s.pencarian.map((p) => ({
            key: p.q,
            label: <span className="font-medium text-stone-900">{p.q}</span>,
            value: p.jumlah,
            extra:
              p.hasil === 0 ? (
                <span className="rounded bg-bata/10 px-2 py-0.5 font-semibold text-bata">
                  Tidak ditemukan
                </span>
              ) : (
                p.hasil
              ),
          }))}
          empty="Belum ada pencarian pada rentang ini."
        />
      </Part>
      <p className="text-sm text-stone-600">
        Dihitung di server tanpa cookie dan tanpa menyimpan alamat pengunjung; mesin pencari dan bot
        lain tidak dihitung. Total {total} tayangan.
      </p>
    </>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.card} p-4 sm:p-6`}>
      <h2 id={id} className="mb-3 font-serif text-xl text-stone-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

type Row = { key: string; label: ReactNode; value: number; extra?: ReactNode };

function RankTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: Row[];
  empty: string;
}) {
  if (!rows.length) return <p className="text-stone-600">{empty}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-stone-600">
          {head.map((h, i) => (
            <th key={h} scope="col" className={`pb-2 font-semibold ${i > 0 ? "text-right" : ""}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-stone-200 align-top">
            <td className="py-2 pr-2">{r.label}</td>
            <td className="py-2 text-right tabular-nums">{r.value}</td>
            {r.extra !== undefined ? <td className="py-2 pl-2 text-right">{r.extra}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each part's count and its share of them all. */
function Shares({ parts }: { parts: Array<[string, number]> }) {
  const total = parts.reduce((sum, [, n]) => sum + n, 0);
  return (
    <ul className="space-y-3">
      {parts.map(([label, n]) => (
        <li key={label}>
          <div className="flex justify-between text-sm">
            <span className="font-medium text-stone-900">{label}</span>
            <span className="tabular-nums text-stone-700">
              {n} ({percent(n, total)})
            </span>
          </div>
          <div className="mt-1 h-2 rounded bg-stone-100" aria-hidden="true">
            <div className="h-2 rounded bg-bata" style={{ width: percent(n, total) }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

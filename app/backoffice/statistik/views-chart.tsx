import type { Statistik } from "@common/api-types.ts";
import { formatDateShort } from "@common/dates.ts";
import { useEffect, useRef, useState } from "react";
import { dayTicks } from "./day-ticks.ts";

const HEIGHT = 240;

/** '21 Nov' from '2026-11-21'. */
const dayMonth = (isoDay: string) => formatDateShort(isoDay).replace(/ \d{4}$/, "");
const secondsOf = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 1000;
const isoDayOfSeconds = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/**
 * Views per day as a line chart. uPlot (about 50 KB) is loaded here only, when the chart is first
 * drawn: no other screen and no public page carries it. The numbers stay readable without the
 * picture, in a table under it.
 */
export function ViewsChart({ harian }: { harian: Statistik["harian"] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    let destroy: (() => void) | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        const el = box.current;
        if (!alive || !el) return;
        const days = harian.map((d) => secondsOf(d.tanggal));
        const chart = new UPlot(
          {
            width: el.clientWidth,
            height: HEIGHT,
            // Days are calendar days: drawn in UTC so no time zone moves them.
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
            series: [
              {},
              {
                label: "Tayangan",
                stroke: "#8b2e1f",
                fill: "rgba(139, 46, 31, 0.12)",
                width: 2,
                // Dots only where days are few enough to tell apart.
                points: { show: harian.length <= 14 },
              },
            ],
            axes: [
              {
                splits: (u) => dayTicks(days, u.width),
                values: (_u, splits) => splits.map((s) => dayMonth(isoDayOfSeconds(s))),
                stroke: "#44403c",
              },
              { stroke: "#44403c", values: (_u, splits) => splits.map((s) => String(s)) },
            ],
          },
          [days, harian.map((d) => d.tayangan)],
          el,
        );
        const observer = new ResizeObserver(() =>
          chart.setSize({ width: el.clientWidth, height: HEIGHT }),
        );
        observer.observe(el);
        destroy = () => {
          observer.disconnect();
          chart.destroy();
        };
      })
      .catch((error) => {
        console.error("Gagal memuat grafik:", error);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      destroy?.();
    };
  }, [harian]);

  const total = harian.reduce((sum, d) => sum + d.tayangan, 0);
  const first = harian[0]?.tanggal ?? "";
  const last = harian.at(-1)?.tanggal ?? "";
  return (
    <figure className="space-y-3">
      <div
        ref={box}
        role="img"
        aria-label={`Grafik tayangan per hari, ${formatDateShort(first)} sampai ${formatDateShort(last)}: ${total} tayangan`}
        className="w-full overflow-hidden"
        style={{ minHeight: 240 }}
        data-chart="tayangan-harian"
      />
      {failed ? (
        <p className="text-sm text-red-800">Grafik tidak dapat dimuat; angkanya ada di tabel.</p>
      ) : null}
      <figcaption className="text-sm text-stone-600">
        {total} tayangan dari {formatDateShort(first)} sampai {formatDateShort(last)}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-nila">Angka per hari</summary>
        <table className="mt-2 w-full max-w-xs">
          <caption className="sr-only">Tayangan per hari</caption>
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="py-1 font-semibold">
                Tanggal
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Tayangan
              </th>
            </tr>
          </thead>
          <tbody>
            {[...harian].reverse().map((d) => (
              <tr key={d.tanggal} className="border-t border-stone-200">
                <td className="py-1">{formatDateShort(d.tanggal)}</td>
                <td className="py-1 text-right tabular-nums">{d.tayangan}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

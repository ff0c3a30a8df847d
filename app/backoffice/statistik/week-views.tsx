import type { Statistik } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { addDays, mondayOf } from "@common/day-arithmetic.ts";
import type { Role } from "@common/schemas/users.schema.ts";
import { Link } from "react-router";
import { Icon } from "~/backoffice/shell/icons.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { getStatistik } from "./get-statistik.ts";

type Weeks = { ini: number; lalu: number };

/** Views of this week (Monday to today, WIB) and of the whole week before it. */
async function getWeeks(): Promise<Weeks> {
  const today = todayInJakarta();
  const monday = mondayOf(today);
  const s: Statistik = await getStatistik({ dari: addDays(monday, -7), sampai: today });
  const sum = (days: Statistik["harian"]) => days.reduce((n, d) => n + d.tayangan, 0);
  return {
    ini: sum(s.harian.filter((d) => d.tanggal >= monday)),
    lalu: sum(s.harian.filter((d) => d.tanggal < monday)),
  };
}

/** The dashboard's line on page views: this week beside last week, linking to Statistik. */
export function WeekViews({ panelRole }: { panelRole: Role }) {
  // A failed count is only logged: the dashboard stays usable.
  const weeks = useLoaded(getWeeks, null as Weeks | null, (error) =>
    console.error("Gagal mengambil tayangan minggu ini:", error),
  );
  if (weeks.data === null) return null;
  const { ini, lalu } = weeks.data;
  return (
    <section aria-labelledby="dashboard-tayangan">
      <h2 id="dashboard-tayangan" className="mb-4 font-serif text-xl text-stone-800">
        Pengunjung situs
      </h2>
      <Link
        to={`/${panelRole}/statistik`}
        className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-visible:outline-3 focus-visible:outline-emas"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-bata text-white">
          <Icon name="statistik" className="size-6" />
        </span>
        <span className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-3">
          <span data-tayangan-minggu-ini={ini}>
            <span className="block text-sm text-stone-600">Minggu ini</span>
            <span className="block text-2xl font-semibold text-stone-900 tabular-nums">
              {ini} tayangan
            </span>
          </span>
          <span data-tayangan-minggu-lalu={lalu}>
            <span className="block text-sm text-stone-600">Minggu lalu</span>
            <span className="block text-2xl font-semibold text-stone-700 tabular-nums">
              {lalu} tayangan
            </span>
          </span>
          <span className="text-sm text-stone-700">Buka Statistik</span>
        </span>
      </Link>
    </section>
  );
}

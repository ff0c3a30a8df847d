import type { Statistik } from "@common/api-types.ts";
import { todayInJakarta } from "@common/dates.ts";
import { addDays, mondayOf } from "@common/day-arithmetic.ts";
import type { Role } from "@common/schemas/users.schema.ts";
import { DashboardCard } from "~/backoffice/shell/dashboard-card.tsx";
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
    <DashboardCard
      headingId="dashboard-tayangan"
      heading="Pengunjung situs"
      to={`/${panelRole}/statistik`}
      icon="statistik"
    >
      <span className="grid flex-1 gap-x-6 gap-y-2 sm:grid-cols-3">
        <WeekFigure week="ini" views={ini} />
        <WeekFigure week="lalu" views={lalu} />
        <span className="text-sm text-stone-700">Buka Statistik</span>
      </span>
    </DashboardCard>
  );
}

/** One week's views; this week's figure is the darker one. */
function WeekFigure({ week, views }: { week: keyof Weeks; views: number }) {
  const data = { [`data-tayangan-minggu-${week}`]: views };
  return (
    <span {...data}>
      <span className="block text-sm text-stone-600">Minggu {week}</span>
      <span
        className={`block text-2xl font-semibold tabular-nums ${week === "ini" ? "text-stone-900" : "text-stone-700"}`}
      >
        {views} tayangan
      </span>
    </span>
  );
}

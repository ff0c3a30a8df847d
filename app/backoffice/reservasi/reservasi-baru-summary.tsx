import type { Role } from "@common/schemas/users.schema.ts";
import { DashboardCard } from "~/backoffice/shell/dashboard-card.tsx";
import { useLoaded } from "~/backoffice/ui/use-loaded.ts";
import { getReservasiBaruCount } from "./get-reservasi-baru-count.ts";

/** The dashboard's line on group visit requests nobody has contacted yet, linking to Reservasi. */
export function ReservasiBaruSummary({ panelRole }: { panelRole: Role }) {
  // A failed count is only logged: the dashboard stays usable.
  const count = useLoaded(getReservasiBaruCount, null as number | null, (error) =>
    console.error("Gagal menghitung reservasi baru:", error),
  );
  if (count.data === null) return null;
  const baru = count.data;
  return (
    <DashboardCard
      headingId="dashboard-reservasi"
      heading="Permintaan kunjungan"
      to={`/${panelRole}/reservasi`}
      icon="reservasi"
      highlighted={baru > 0}
    >
      <span>
        <span className="block text-lg font-semibold text-stone-900" data-reservasi-baru={baru}>
          {baru > 0 ? `${baru} permintaan kunjungan baru` : "Tidak ada permintaan kunjungan baru"}
        </span>
        <span className="mt-1 block text-sm text-stone-700">
          {baru > 0 ? "Belum dihubungi. Buka Reservasi untuk menanganinya." : "Buka Reservasi"}
        </span>
      </span>
    </DashboardCard>
  );
}

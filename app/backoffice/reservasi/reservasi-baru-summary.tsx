import type { Role } from "@common/schemas/users.schema.ts";
import { Link } from "react-router";
import { Icon } from "~/backoffice/shell/icons.tsx";
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
    <section aria-labelledby="dashboard-reservasi">
      <h2 id="dashboard-reservasi" className="mb-4 font-serif text-xl text-stone-800">
        Permintaan kunjungan
      </h2>
      <Link
        to={`/${panelRole}/reservasi`}
        className={`flex items-center gap-4 rounded-xl border p-5 shadow-sm transition hover:shadow-md focus-visible:outline-3 focus-visible:outline-emas ${baru > 0 ? "border-bata/60 bg-bata/5" : "border-stone-200 bg-white"}`}
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-bata text-white">
          <Icon name="reservasi" className="size-6" />
        </span>
        <span>
          <span className="block text-lg font-semibold text-stone-900" data-reservasi-baru={baru}>
            {baru > 0 ? `${baru} permintaan kunjungan baru` : "Tidak ada permintaan kunjungan baru"}
          </span>
          <span className="mt-1 block text-sm text-stone-700">
            {baru > 0 ? "Belum dihubungi. Buka Reservasi untuk menanganinya." : "Buka Reservasi"}
          </span>
        </span>
      </Link>
    </section>
  );
}

import { javaneseMonthName } from "@common/agenda/aboge.ts";
import { formatAgendaDate, formatGregorianSpan } from "@common/agenda/agenda-dates.ts";
import { hijriMonthName } from "@common/agenda/hijri.ts";
import type { Agenda, AgendaKejadian } from "@common/api-types.ts";
import { statusColumn } from "~/backoffice/content/content-fields.tsx";
import { aksiColumn, type RowTableProps } from "~/backoffice/ui/content-columns.tsx";
import { type Column, DataTable } from "~/backoffice/ui/data-table.tsx";

/**
 * "Setiap 12 Rabiulawal", "Setiap 5 Mulud (Jawa Aboge)", "Setiap 27 Maret (sejak 2020)",
 * "Sekali, Sabtu, 10 Januari 2026".
 */
export function ruleText(item: Agenda): string {
  if (item.ulang === "tahunan_hijriah" && item.hisab === "aboge") {
    return `Setiap ${item.tanggal_hijriah} ${javaneseMonthName(Number(item.bulan_hijriah))} (Jawa Aboge)`;
  }
  if (item.ulang === "tahunan_hijriah") {
    return `Setiap ${item.tanggal_hijriah} ${hijriMonthName(Number(item.bulan_hijriah), "id")}`;
  }
  const tanggal = item.tanggal ?? "";
  if (item.ulang === "sekali") return `Sekali, ${formatGregorianSpan(tanggal, tanggal, "id")}`;
  const [year, month, day] = tanggal.split("-").map(Number);
  const name = new Intl.DateTimeFormat("id", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `Setiap ${day} ${name} (sejak ${year})`;
}

type Props = RowTableProps<Agenda> & {
  /** Each published item's next occurrence (within a year). */
  next: ReadonlyMap<number, AgendaKejadian>;
  onConfirm: (k: AgendaKejadian) => void;
};

/** No, Agenda, Jadwal, Berikutnya (with its "perkiraan" mark, confirmed in one click), Status, Aksi. */
export function AgendaTable({ items, loading, onRetry, next, onConfirm, ...actions }: Props) {
  const columns: Column<Agenda>[] = [
    { header: "No", cell: (_d, i) => i + 1, className: "md:w-12" },
    {
      header: "Agenda",
      cell: (d) => <span className="font-semibold">{d.judul}</span>,
      className: "md:min-w-44",
    },
    { header: "Jadwal", cell: (d) => ruleText(d) },
    {
      header: "Berikutnya",
      cell: (d) => {
        const k = next.get(d.id);
        if (!k) return <span className="text-stone-500">—</span>;
        return (
          <span className="flex flex-wrap items-center gap-2">
            <span className={k.dibatalkan ? "line-through" : ""}>{formatAgendaDate(k, "id")}</span>
            {k.perkiraan && !k.dibatalkan ? (
              <button
                type="button"
                onClick={() => onConfirm(k)}
                className="rounded-full border border-amber-600 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100"
                aria-label={`Perkiraan: pastikan ${d.judul} pada ${formatAgendaDate(k, "id")}`}
              >
                perkiraan · Pastikan
              </button>
            ) : null}
          </span>
        );
      },
    },
    statusColumn<Agenda>(),
    aksiColumn((d) => d.judul, actions),
  ];
  return (
    <DataTable
      caption="Daftar agenda"
      columns={columns}
      list={{ items, loading, onRetry }}
      emptyText="Belum ada agenda."
    />
  );
}

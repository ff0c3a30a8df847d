import { eveningStart, formatAgendaDate } from "@common/agenda/agenda-dates.ts";
import type { AgendaKejadian } from "@common/api-types.ts";
import type { Lang } from "@common/i18n/index.ts";
import { useLang } from "./lang.tsx";

/** What a page needs of one occurrence (the loader's plain data). */
export type OccurrenceLine = Pick<
  AgendaKejadian,
  | "tanggal"
  | "tanggal_selesai"
  | "hijriah"
  | "hisab"
  | "malam"
  | "jam_mulai"
  | "jam_selesai"
  | "perkiraan"
  | "dibatalkan"
  | "dipindah"
  | "hari_terakhir"
>;

/** Only what a page shows of an occurrence (a loader's data stays small). */
export function occurrenceLine(k: OccurrenceLine): OccurrenceLine {
  const { tanggal, tanggal_selesai, hijriah, hisab, malam, jam_mulai, jam_selesai } = k;
  const { perkiraan, dibatalkan, dipindah, hari_terakhir } = k;
  return {
    tanggal,
    tanggal_selesai,
    hijriah,
    hisab,
    malam,
    jam_mulai,
    jam_selesai,
    perkiraan,
    dibatalkan,
    dipindah,
    hari_terakhir,
  };
}

/**
 * "Jumat, 5 September 2025 · 12 Rabiulawal 1447 H" in the page's language; a rite of the evening
 * before on that evening, "Kamis, 26 Juni 2025 · malam 1 Muharam 1447 H".
 */
export function agendaDateText(k: OccurrenceLine, lang: Lang): string {
  return formatAgendaDate(k, lang);
}

/**
 * The date of one occurrence in both calendars, with its time and marks: "perkiraan" while the
 * palace has not confirmed it, struck through when cancelled, "rescheduled" when moved.
 */
export function OccurrenceDate({ k, className = "" }: { k: OccurrenceLine; className?: string }) {
  const { lang, t } = useLang();
  const words = t.agenda;
  const date = agendaDateText(k, lang);
  const time = !k.jam_mulai
    ? words.allDay
    : k.malam
      ? words.evening(k.jam_mulai, k.jam_selesai)
      : words.time(k.jam_mulai, k.jam_selesai);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <time
        dateTime={eveningStart(k)}
        className={k.dibatalkan ? "text-stone-500 line-through" : "font-semibold"}
      >
        {date}
      </time>
      {k.hari_terakhir ? <span className="text-sm text-stone-600">({words.lastDay})</span> : null}
      <span
        className={`text-sm ${k.dibatalkan ? "line-through text-stone-500" : "text-stone-700"}`}
      >
        {time}
      </span>
      {k.dibatalkan ? <Badge tone="batal">{words.dibatalkan}</Badge> : null}
      {!k.dibatalkan && k.dipindah ? <Badge tone="info">{words.dipindah}</Badge> : null}
      {!k.dibatalkan && k.perkiraan ? <Badge tone="perkiraan">{words.perkiraan}</Badge> : null}
    </p>
  );
}

const TONES = {
  batal: "border-bata bg-bata text-gading",
  info: "border-emas-tua bg-gading-tua text-stone-900",
  perkiraan: "border-emas-tua bg-white text-emas-tua italic",
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

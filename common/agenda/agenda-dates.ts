// The dates a visitor reads on an agenda: the Gregorian day (or span) and the Hijri (or Javanese)
// date it is held on, "Jumat, 5 September 2025 · 12 Rabiulawal 1447 H"; a rite held the evening
// before its day (a Hijri or Javanese day begins at sunset) is dated on that evening.
import { formatJavanese } from "./aboge.ts";
import { formatHijri, type HijriDate, type Language } from "./hijri.ts";
import type { Hisab } from "./occurrences.ts";

/** When in its day an evening rite is held: that day's evening, or the evening before. */
export const MALAM = ["hari_itu", "sebelumnya"] as const;
export type Malam = (typeof MALAM)[number];

const GREGORIAN: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat("id", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
};

const WORDS = {
  id: {
    aboge: "menurut penanggalan Jawa Aboge",
    eve: (date: string) => `malam ${date}`,
    estimate: "perkiraan; tanggal pastinya dapat berbeda satu atau dua hari",
  },
  en: {
    aboge: "by the Javanese Aboge calendar",
    eve: (date: string) => `the eve of ${date}`,
    estimate: "an estimate; the actual day may differ by one or two days",
  },
} as const;

const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "Jumat, 5 September 2025", or a span "Sabtu, 28 Maret – Jumat, 3 April 2026". */
export function formatGregorianSpan(tanggal: string, tanggalSelesai: string, lang: Language) {
  const format = GREGORIAN[lang];
  return tanggalSelesai > tanggal
    ? format.formatRange(noon(tanggal), noon(tanggalSelesai))
    : format.format(noon(tanggal));
}

/** What a date line needs of an occurrence (an item without `hisab`/`malam` reads as before). */
export type DatedOccurrence = {
  tanggal: string;
  tanggal_selesai: string;
  hijriah: HijriDate;
  hisab?: Hisab;
  malam?: Malam | null;
};

/** The Gregorian day an occurrence begins: the evening before its day for `sebelumnya`. */
export function eveningStart(k: Pick<DatedOccurrence, "tanggal" | "malam">): string {
  return eveOf(k.tanggal, k.malam);
}

/** Its last evening: a rite of the evening before keeps each of its days on the eve. */
export function eveningEnd(k: Pick<DatedOccurrence, "tanggal_selesai" | "malam">): string {
  return eveOf(k.tanggal_selesai, k.malam);
}

function eveOf(tanggal: string, malam: Malam | null | undefined): string {
  if (malam !== "sebelumnya") return tanggal;
  return new Date(noon(tanggal).getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** The date alone in its calendar: "12 Rabiulawal 1447 H", "5 Mulud 1959 J". */
export function formatReckonedDate(hijriah: HijriDate, hisab: Hisab | undefined, lang: Language) {
  return hisab === "aboge" ? formatJavanese(hijriah, lang) : formatHijri(hijriah, lang);
}

/** "12 Rabiulawal 1447 H", or "5 Mulud 1959 J, menurut penanggalan Jawa Aboge". */
export function formatCalendarDate(k: Pick<DatedOccurrence, "hijriah" | "hisab">, lang: Language) {
  const date = formatReckonedDate(k.hijriah, k.hisab, lang);
  return k.hisab === "aboge" ? `${date}, ${WORDS[lang].aboge}` : date;
}

/** The day it is held in its own calendar: "malam 1 Muharam 1447 H" for the evening before. */
export function formatOccasionDate(k: DatedOccurrence, lang: Language): string {
  const date = formatCalendarDate(k, lang);
  return k.malam === "sebelumnya" ? WORDS[lang].eve(date) : date;
}

/**
 * The line a calendar event's or a search result's description opens with: its Hijri (or
 * Javanese) date, and while it is an estimate, that it is one.
 */
export function occasionLine(k: DatedOccurrence & { perkiraan: boolean }, lang: Language) {
  const date = formatOccasionDate(k, lang);
  return k.perkiraan ? `${date} (${WORDS[lang].estimate})` : date;
}

/** Both calendars, as every date on the agenda is shown. */
export function formatAgendaDate(occurrence: DatedOccurrence, lang: Language): string {
  const gregorian = formatGregorianSpan(eveningStart(occurrence), eveningEnd(occurrence), lang);
  return `${gregorian} · ${formatOccasionDate(occurrence, lang)}`;
}

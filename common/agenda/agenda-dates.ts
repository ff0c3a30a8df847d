// The dates a visitor reads on an agenda: the Gregorian day (or span) and the Hijri date it is
// held on, "Jumat, 5 September 2025 · 12 Rabiulawal 1447 H".
import { formatHijri, type HijriDate, type Language } from "./hijri.ts";

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

const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "Jumat, 5 September 2025", or a span "Sabtu, 28 Maret – Jumat, 3 April 2026". */
export function formatGregorianSpan(tanggal: string, tanggalSelesai: string, lang: Language) {
  const format = GREGORIAN[lang];
  return tanggalSelesai > tanggal
    ? format.formatRange(noon(tanggal), noon(tanggalSelesai))
    : format.format(noon(tanggal));
}

/** Both calendars, as every date on the agenda is shown. */
export function formatAgendaDate(
  occurrence: { tanggal: string; tanggal_selesai: string; hijriah: HijriDate },
  lang: Language,
): string {
  const gregorian = formatGregorianSpan(occurrence.tanggal, occurrence.tanggal_selesai, lang);
  return `${gregorian} · ${formatHijri(occurrence.hijriah, lang)}`;
}

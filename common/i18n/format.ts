// Dates, prices and hours as each language writes them. Indonesian keeps common/dates.ts and
// common/kunjungan.ts (SPEC's formats); English uses Intl formatters made once, at load: making
// one per call is what cut the cached pages' speed in half before (see common/dates.ts).
import type { JamKunjungan } from "../api-types.ts";
import { formatDateLong, formatDateShort, jakartaFormatter } from "../dates.ts";
import { formatJam, formatRupiah } from "../kunjungan.ts";
import type { Lang } from "./index.ts";

const EN_DATE_LONG = jakartaFormatter("en-GB", { day: "numeric", month: "long", year: "numeric" });
const EN_DATE_SHORT = jakartaFormatter("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const EN_PRICE = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "IDR",
  currencyDisplay: "code",
  maximumFractionDigits: 0,
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day a `YYYY-MM-DD` names, at noon in Jakarta: no time zone can move it to another day. */
function jakartaNoon(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 5));
}

/** '21 Nov 2026' (both languages; English writes 'Sept' as Intl does). */
export function formatDateShortIn(lang: Lang, isoDate: string): string {
  if (lang === "id") return formatDateShort(isoDate);
  const day = jakartaNoon(isoDate);
  return day ? EN_DATE_SHORT.format(day) : "";
}

/** '21 November 2026'. */
export function formatDateLongIn(lang: Lang, isoDate: string): string {
  if (lang === "id") return formatDateLong(isoDate);
  const day = jakartaNoon(isoDate);
  return day ? EN_DATE_LONG.format(day) : "";
}

/** 'Rp20.000' / 'IDR 20,000' (with a no-break space); 0 is 'Gratis' / 'Free'. */
export function formatPriceIn(lang: Lang, harga: number): string {
  if (lang === "id") return formatRupiah(harga);
  return harga === 0 ? "Free" : EN_PRICE.format(harga);
}

/**
 * A day's hours with its break: '08.00–16.00, istirahat 11.30–13.00' / '08:00–16:00, break
 * 11:30–13:00'; 'Tutup' / 'Closed'.
 */
export function formatDayHoursIn(
  lang: Lang,
  jam: Pick<JamKunjungan, "buka" | "tutup" | "istirahat">,
): string {
  const hours = formatHoursIn(lang, jam);
  if (!jam.buka || !jam.tutup || !jam.istirahat) return hours;
  const pause = formatHoursIn(lang, { buka: jam.istirahat.mulai, tutup: jam.istirahat.selesai });
  return `${hours}, ${lang === "id" ? "istirahat" : "break"} ${pause}`;
}

/** '08.00–16.00' / '08:00–16:00', or 'Tutup' / 'Closed'. */
export function formatHoursIn(lang: Lang, jam: Pick<JamKunjungan, "buka" | "tutup">): string {
  if (lang === "id") return formatJam(jam);
  return jam.buka && jam.tutup ? `${jam.buka}–${jam.tutup}` : "Closed";
}

// When an agenda item happens: its rule (`ulang`) unrolled over a window of days, with the staff's
// changes to single occurrences (moved, confirmed, cancelled) laid over the computed days.
import { abogeToGregorian, toAboge } from "./aboge.ts";
import { type HijriDate, toGregorian, toHijri } from "./hijri.ts";

export const ULANG = ["sekali", "tahunan_masehi", "tahunan_hijriah"] as const;
export type Ulang = (typeof ULANG)[number];

/** The reckoning of a yearly Hijri item: the tabular Islamic calendar, or the Javanese Aboge. */
export const HISAB = ["islam", "aboge"] as const;
export type Hisab = (typeof HISAB)[number];

/** Each reckoning's way between its dates and Gregorian days. */
const RECKONING: Record<
  Hisab,
  {
    toDate: (isoDate: string) => HijriDate;
    toGregorian: (date: HijriDate) => { tanggal: string; clamped: boolean };
  }
> = {
  islam: { toDate: toHijri, toGregorian },
  aboge: { toDate: toAboge, toGregorian: abogeToGregorian },
};

export type AgendaRule =
  | { ulang: "sekali"; tanggal: string; lama_hari: number }
  | { ulang: "tahunan_masehi"; tanggal: string; lama_hari: number }
  | {
      ulang: "tahunan_hijriah";
      bulan_hijriah: number;
      tanggal_hijriah: number;
      lama_hari: number;
      /** "islam" when left out. */
      hisab?: Hisab;
    };

/** Staff's word on one occurrence, keyed by the day the rule computed for it. */
export type OccurrenceChange = {
  tanggal: string;
  tanggal_baru?: string | null;
  pasti?: boolean;
  dibatalkan?: boolean;
};

export type Occurrence = {
  /** The day the rule gives (the key of its changes and of its calendar UID). */
  asal: string;
  /** The day it happens: `asal`, or where staff moved it. */
  tanggal: string;
  /** Its last day (the same day for a one-day ceremony). */
  tanggal_selesai: string;
  /** The Hijri date it is held on (the Javanese date, when `hisab` is "aboge"). */
  hijriah: HijriDate;
  /** The calendar `hijriah` is in. */
  hisab: Hisab;
  /**
   * A computed Islamic day not yet confirmed or moved by staff (the moon is sighted; an Aboge day
   * is pure arithmetic, the palace's own reckoning, and never an estimate).
   */
  perkiraan: boolean;
  dibatalkan: boolean;
  /** Moved away from the computed day. */
  dipindah: boolean;
  /** Day 30 asked of a 29-day month (or 29 February of a common year): held on the last day. */
  hari_terakhir: boolean;
};

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
}

/** The days the rule computes, as [day, the Hijri date it stands for, clamped?]. */
function computedDays(
  rule: AgendaRule,
  from: string,
  to: string,
): Array<{ asal: string; hijriah?: HijriDate; clamped: boolean }> {
  if (rule.ulang === "sekali") return [{ asal: rule.tanggal, clamped: false }];
  if (rule.ulang === "tahunan_masehi") {
    const [firstYear, month, day] = rule.tanggal.split("-").map(Number);
    const years = range(Math.max(firstYear, Number(from.slice(0, 4))), Number(to.slice(0, 4)));
    return years.map((year) => {
      const leapDayInCommonYear = month === 2 && day === 29 && !isLeapYear(year);
      const dayOfMonth = leapDayInCommonYear ? 28 : day;
      const asal = `${year}-${pad(month)}-${pad(dayOfMonth)}`;
      return { asal, clamped: leapDayInCommonYear };
    });
  }
  const reckoning = RECKONING[hisabOf(rule)];
  const years = range(reckoning.toDate(from).year, reckoning.toDate(to).year);
  return years.map((year) => {
    const wanted = { year, month: rule.bulan_hijriah, day: rule.tanggal_hijriah };
    const { tanggal, clamped } = reckoning.toGregorian(wanted);
    return { asal: tanggal, hijriah: clamped ? reckoning.toDate(tanggal) : wanted, clamped };
  });
}

/**
 * The occurrences that touch the days `from`–`to` (inclusive), in order. A moved occurrence shows
 * where it was moved to; a cancelled one stays listed, marked.
 */
export function occurrencesOf(
  rule: AgendaRule,
  changes: ReadonlyArray<OccurrenceChange>,
  from: string,
  to: string,
): Occurrence[] {
  const byDay = new Map(changes.map((c) => [c.tanggal, c]));
  // Look a year beyond each side: an occurrence moved (or lasting) into the window counts too.
  const computed = computedDays(rule, addDays(from, -400), addDays(to, 400));
  const lastDayOffset = Math.max(1, rule.lama_hari) - 1;
  const hisab = hisabOf(rule);
  const occurrences: Occurrence[] = [];
  for (const { asal, hijriah, clamped } of computed) {
    const change = byDay.get(asal);
    const tanggal = change?.tanggal_baru || asal;
    const tanggal_selesai = addDays(tanggal, lastDayOffset);
    if (tanggal > to || tanggal_selesai < from) continue;
    const dipindah = tanggal !== asal;
    occurrences.push({
      asal,
      tanggal,
      tanggal_selesai,
      hijriah: hijriah ?? RECKONING[hisab].toDate(tanggal),
      hisab,
      perkiraan:
        rule.ulang === "tahunan_hijriah" && hisab === "islam" && !dipindah && !change?.pasti,
      dibatalkan: change?.dibatalkan === true,
      dipindah,
      hari_terakhir: clamped,
    });
  }
  return occurrences.sort((a, b) => a.tanggal.localeCompare(b.tanggal));
}

/** The calendar a rule's dates are named in (a Gregorian rule's days are named in Hijri). */
function hisabOf(rule: AgendaRule): Hisab {
  return rule.ulang === "tahunan_hijriah" && rule.hisab === "aboge" ? "aboge" : "islam";
}

function range(first: number, last: number): number[] {
  return first > last ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

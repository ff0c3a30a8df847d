import type { Istirahat, JamKunjungan, Kunjungan, PengecualianJam } from "./api-types.ts";
import { jakartaFormatter } from "./dates.ts";
import type { Hari } from "./schemas/kunjungan.schema.ts";

/** The days' names, written only here: the back office and both catalogues (common/i18n) use them. */
export const HARI_LABEL: Record<Hari, string> = {
  senin: "Senin",
  selasa: "Selasa",
  rabu: "Rabu",
  kamis: "Kamis",
  jumat: "Jumat",
  sabtu: "Sabtu",
  minggu: "Minggu",
};

/** In English, which is also schema.org's `DayOfWeek` vocabulary (the JSON-LD below). */
export const HARI_LABEL_EN: Record<Hari, string> = {
  senin: "Monday",
  selasa: "Tuesday",
  rabu: "Wednesday",
  kamis: "Thursday",
  jumat: "Friday",
  sabtu: "Saturday",
  minggu: "Sunday",
};

const WEEKDAY_TO_HARI: Record<string, Hari> = {
  Mon: "senin",
  Tue: "selasa",
  Wed: "rabu",
  Thu: "kamis",
  Fri: "jumat",
  Sat: "sabtu",
  Sun: "minggu",
};

/** The day of the week in Asia/Jakarta at the given moment. */
export function hariIni(now = new Date()): Hari {
  return WEEKDAY_TO_HARI[JAKARTA_WEEKDAY.format(now)] ?? "senin";
}

const JAKARTA_WEEKDAY = jakartaFormatter("en-US", { weekday: "short" });

/** '08.00–16.00' (Indonesian writes times with a dot), or 'Tutup'. */
export function formatJam({ buka, tutup }: Pick<JamKunjungan, "buka" | "tutup">): string {
  if (!buka || !tutup) return "Tutup";
  return `${buka.replace(":", ".")}–${tutup.replace(":", ".")}`;
}

/** 'Rp20.000'; 0 is 'Gratis'. */
export function formatRupiah(harga: number): string {
  if (harga === 0) return "Gratis";
  return `Rp${String(harga).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/** The weekday (Asia/Jakarta's calendar) of a `YYYY-MM-DD` day. */
export function hariOf(isoDate: string): Hari {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return (["minggu", "senin", "selasa", "rabu", "kamis", "jumat", "sabtu"] as const)[day];
}

/** A day's hours as visitors meet them: its weekday's, or the exception set for that date. */
export type HoursOfDay = {
  hari: Hari;
  buka: string | null;
  tutup: string | null;
  istirahat: Istirahat | null;
  /** Set when the date has its own hours (closed for a ceremony, open into the night). */
  pengecualian?: PengecualianJam;
};

export function hoursOn(
  kunjungan: Pick<Kunjungan, "jam" | "pengecualian">,
  isoDate: string,
): HoursOfDay | undefined {
  const hari = hariOf(isoDate);
  const special = kunjungan.pengecualian?.find((p) => p.tanggal === isoDate);
  if (special) {
    return {
      hari,
      buka: special.buka,
      tutup: special.tutup,
      istirahat: null,
      pengecualian: special,
    };
  }
  const week = kunjungan.jam.find((j) => j.hari === hari);
  return week && { hari, buka: week.buka, tutup: week.tutup, istirahat: week.istirahat ?? null };
}

/** True when no day has hours (the staff have not set them). */
export function hasNoHours(kunjungan: Pick<Kunjungan, "jam">): boolean {
  return kunjungan.jam.every((j) => !j.buka || !j.tutup);
}

/** The open spans of a day: one, or two around its break. */
function openSpans(j: { buka: string | null; tutup: string | null; istirahat?: Istirahat | null }) {
  if (!j.buka || !j.tutup) return [];
  if (!j.istirahat) return [{ opens: j.buka, closes: j.tutup }];
  return [
    { opens: j.buka, closes: j.istirahat.mulai },
    { opens: j.istirahat.selesai, closes: j.tutup },
  ];
}

/**
 * schema.org `openingHoursSpecification` (a day with a break is two spans),
 * `specialOpeningHoursSpecification` for dates with their own hours (closed is 00:00–00:00, as
 * Google documents it) and ticket offers of the palace.
 */
export function visitJsonLd(kunjungan: Pick<Kunjungan, "jam" | "tiket" | "pengecualian">) {
  const open = kunjungan.jam.flatMap((j) =>
    openSpans(j).map((span) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${HARI_LABEL_EN[j.hari]}`,
      ...span,
    })),
  );
  const special = (kunjungan.pengecualian ?? []).map((p) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: p.tanggal,
    validThrough: p.tanggal,
    opens: p.buka ?? "00:00",
    closes: p.tutup ?? "00:00",
  }));
  return {
    ...(open.length ? { openingHoursSpecification: open } : {}),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    ...(kunjungan.tiket.length
      ? {
          isAccessibleForFree: kunjungan.tiket.every((t) => t.harga === 0),
          offers: kunjungan.tiket.map((t) => ({
            "@type": "Offer",
            name: t.kategori,
            price: t.harga,
            priceCurrency: "IDR",
          })),
        }
      : {}),
  };
}

import type { JamKunjungan, Kunjungan } from "./api-types.ts";
import type { Hari } from "./schemas.ts";

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

// Made once: building a formatter costs far more than using one.
const JAKARTA_WEEKDAY = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Jakarta",
  weekday: "short",
});

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

/** True when no day has hours (the staff have not set them). */
export function hasNoHours(kunjungan: Pick<Kunjungan, "jam">): boolean {
  return kunjungan.jam.every((j) => !j.buka || !j.tutup);
}

/** schema.org `openingHoursSpecification` and ticket offers of the palace. */
export function visitJsonLd(kunjungan: Pick<Kunjungan, "jam" | "tiket">) {
  const open = kunjungan.jam.filter((j) => j.buka && j.tutup);
  return {
    ...(open.length
      ? {
          openingHoursSpecification: open.map((j) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `https://schema.org/${HARI_LABEL_EN[j.hari]}`,
            opens: j.buka,
            closes: j.tutup,
          })),
        }
      : {}),
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

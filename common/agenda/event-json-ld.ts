// schema.org `Event` of an agenda item's next occurrence, with every property Google's event
// rich result lists as required or recommended that the palace can state truthfully.
import type { AgendaKejadian } from "../api-types.ts";

export type EventJsonLdInput = {
  name: string;
  /** Plain text. */
  description: string;
  /** Absolute URLs of its pictures (the site's share picture when it has none). */
  images: string[];
  url: string;
  kejadian: Pick<
    AgendaKejadian,
    "tanggal" | "tanggal_selesai" | "jam_mulai" | "jam_selesai" | "dibatalkan" | "dipindah"
  > & { tanggal_asal: string };
  lokasi: string;
  /** The palace's address from the settings (may be empty). */
  alamat: string;
  siteName: string;
  origin: string;
  lang: "id" | "en";
};

/** A Jakarta wall time as ISO 8601 with its offset (Asia/Jakarta keeps UTC+7 all year). */
const jakarta = (tanggal: string, jam: string) => `${tanggal}T${jam}:00+07:00`;

export function eventJsonLd(input: EventJsonLdInput) {
  const { kejadian: k } = input;
  // An all-day ceremony runs from the first day's start to the last day's end.
  const startDate = jakarta(k.tanggal, k.jam_mulai ?? "00:00");
  const endDate = k.jam_mulai
    ? k.jam_selesai
      ? jakarta(k.tanggal_selesai, k.jam_selesai)
      : undefined
    : jakarta(k.tanggal_selesai, "23:59");
  const eventStatus = k.dibatalkan
    ? "https://schema.org/EventCancelled"
    : k.dipindah
      ? "https://schema.org/EventRescheduled"
      : "https://schema.org/EventScheduled";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images,
    startDate,
    ...(endDate ? { endDate } : {}),
    ...(k.dipindah && !k.dibatalkan
      ? { previousStartDate: jakarta(k.tanggal_asal, k.jam_mulai ?? "00:00") }
      : {}),
    eventStatus,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: input.lokasi || input.siteName,
      address: {
        "@type": "PostalAddress",
        ...(input.alamat ? { streetAddress: input.alamat } : {}),
        addressLocality: "Cirebon",
        addressRegion: "Jawa Barat",
        addressCountry: "ID",
      },
    },
    organizer: { "@type": "Organization", name: input.siteName, url: input.origin },
    inLanguage: input.lang,
  };
}

// schema.org `Event` of an agenda item's next occurrence, with every property Google's event
// rich result lists as required or recommended that the palace can state truthfully.
import type { AgendaKejadian } from "../api-types.ts";
import { eveningEnd, eveningStart, occasionLine } from "./agenda-dates.ts";
import { addDays, daysBetween } from "./occurrences.ts";

export type EventJsonLdInput = {
  name: string;
  /** Plain text. */
  description: string;
  /** Absolute URLs of its pictures (the site's share picture when it has none). */
  images: string[];
  url: string;
  kejadian: Pick<
    AgendaKejadian,
    | "tanggal"
    | "tanggal_selesai"
    | "jam_mulai"
    | "jam_selesai"
    | "dibatalkan"
    | "dipindah"
    | "perkiraan"
    | "hijriah"
    | "hisab"
    | "malam"
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

/** Its start and end: days for an all-day ceremony, Jakarta times (its evening's) otherwise. */
function whenOf(k: EventJsonLdInput["kejadian"], tanggal: string) {
  const first = eveningStart({ tanggal, malam: k.malam });
  const last = eveningEnd({
    tanggal_selesai: addDays(k.tanggal_selesai, daysBetween(k.tanggal, tanggal)),
    malam: k.malam,
  });
  if (!k.jam_mulai) return { start: first, end: last };
  const start = jakarta(first, k.jam_mulai);
  if (!k.jam_selesai) return { start };
  // An evening rite may end after midnight: an end at or before the start is the next day's.
  const endDay = k.jam_selesai <= k.jam_mulai && last === first ? addDays(last, 1) : last;
  return { start, end: jakarta(endDay, k.jam_selesai) };
}

export function eventJsonLd(input: EventJsonLdInput) {
  const { kejadian: k } = input;
  const { start, end } = whenOf(k, k.tanggal);
  // schema.org has no "tentative": an estimated day is not claimed (Scheduled) but said so.
  const eventStatus = k.dibatalkan
    ? "https://schema.org/EventCancelled"
    : k.dipindah
      ? "https://schema.org/EventRescheduled"
      : k.perkiraan
        ? undefined
        : "https://schema.org/EventScheduled";
  const description = k.perkiraan
    ? `${occasionLine(k, input.lang)}. ${input.description}`
    : input.description;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description,
    url: input.url,
    image: input.images,
    startDate: start,
    ...(end ? { endDate: end } : {}),
    ...(k.dipindah && !k.dibatalkan ? { previousStartDate: whenOf(k, k.tanggal_asal).start } : {}),
    ...(eventStatus ? { eventStatus } : {}),
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

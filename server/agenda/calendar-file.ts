// An iCalendar file (RFC 5545) of agenda occurrences, written by ical-generator: CRLF lines folded
// at 75 octets, escaped text, one VEVENT per occurrence.
import ical, { escape as escapeText, ICalEventStatus } from "ical-generator";
import { addDays } from "../../common/agenda/occurrences.ts";

export type CalendarEvent = {
  /** Stable across edits and moves: calendars update the event they already hold. */
  uid: string;
  /** Raised on each move, cancellation or edit: calendars take the higher one. */
  sequence: number;
  summary: string;
  /** Plain text. */
  description: string;
  location: string;
  url: string;
  /** First and last day, `YYYY-MM-DD`. */
  tanggal: string;
  tanggal_selesai: string;
  /** `HH:MM` in Asia/Jakarta, or null for an all-day ceremony. */
  jam_mulai: string | null;
  jam_selesai: string | null;
  status: "terjadwal" | "perkiraan" | "dibatalkan";
  /** When the item last changed (DTSTAMP and LAST-MODIFIED): the same file for the same data. */
  diubah: string;
};

const STATUS = {
  terjadwal: ICalEventStatus.CONFIRMED,
  // A computed Hijri day not yet confirmed by the palace: a calendar shows it as tentative.
  perkiraan: ICalEventStatus.TENTATIVE,
  dibatalkan: ICalEventStatus.CANCELLED,
} as const;

/** Asia/Jakarta keeps UTC+7 all year (no daylight saving): its wall time as an instant. */
function jakartaInstant(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00+07:00`);
}

function timesOf(event: CalendarEvent) {
  if (event.jam_mulai === null) {
    // All-day: DATE values, the end exclusive (the day after the last day).
    return { allDay: true, start: event.tanggal, end: addDays(event.tanggal_selesai, 1) };
  }
  const start = jakartaInstant(event.tanggal, event.jam_mulai);
  let end = event.jam_selesai
    ? jakartaInstant(event.tanggal_selesai, event.jam_selesai)
    : undefined;
  // An evening rite may end after midnight: an end at or before its start is the next day's.
  if (end && end <= start) end = new Date(end.getTime() + 86_400_000);
  return { allDay: false, start, end };
}

export function calendarFile(calendar: {
  name: string;
  description: string;
  /** The site's host, for the product id. */
  host: string;
  events: ReadonlyArray<CalendarEvent>;
}): string {
  const file = ical({
    // ical-generator writes these two as given: escaped here as RFC 5545 TEXT (";" "," "\").
    name: escapeText(calendar.name, false),
    description: escapeText(calendar.description, false),
    prodId: { company: calendar.host, product: "Agenda", language: "ID" },
    // Timed events are written in UTC (RFC 5545 allows it, every client converts); this tells
    // clients which zone the palace keeps.
    x: { "X-WR-TIMEZONE": "Asia/Jakarta", "X-PUBLISHED-TTL": "PT6H" },
  });
  for (const event of calendar.events) {
    const { allDay, start, end } = timesOf(event);
    file.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: new Date(event.diubah),
      lastModified: new Date(event.diubah),
      allDay,
      start,
      end,
      summary: event.summary,
      description: event.description,
      location: event.location || null,
      url: event.url,
      status: STATUS[event.status],
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  return `${file.toString()}\r\n`;
}

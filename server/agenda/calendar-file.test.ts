import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile } from "./calendar-file.ts";

const panjangJimat: CalendarEvent = {
  uid: "agenda-7-1447H@keraton.example",
  sequence: 0,
  summary: "Panjang Jimat; malam Maulid, di Keraton",
  description: `Iring-iringan piring pusaka dari Bangsal Prabayaksa ke Langgar Agung.\n${"Ribuan warga memadati alun-alun keraton. ".repeat(4)}`,
  location: "Keraton Kasepuhan, Cirebon",
  url: "https://keraton.example/agenda/panjang-jimat",
  tanggal: "2025-09-05",
  tanggal_selesai: "2025-09-05",
  jam_mulai: "20:00",
  jam_selesai: "23:30",
  status: "perkiraan",
  diubah: "2025-08-01T03:00:00.000Z",
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("the agenda as an iCalendar file", () => {
  it("keeps RFC 5545's lines: CRLF, folded at 75 octets, required properties", () => {
    const text = calendarFile({
      name: "Agenda Keraton Kasepuhan",
      description: "Upacara adat",
      host: "keraton.example",
      events: [panjangJimat],
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true); // the long description was folded
    for (const required of ["UID:", "DTSTAMP:", "DTSTART:", "SEQUENCE:"]) {
      expect(lines.some((l) => l.startsWith(required))).toBe(true);
    }
  });

  it("parses with an independent parser: times in Jakarta, text unescaped, tentative estimate", () => {
    const [event] = parse(
      calendarFile({ name: "Agenda", description: "", host: "k.example", events: [panjangJimat] }),
    );
    expect(event.uid).toBe(panjangJimat.uid);
    expect(event.summary).toBe(panjangJimat.summary);
    expect(event.description).toBe(panjangJimat.description);
    expect(event.location).toBe(panjangJimat.location);
    expect(event.startDate.toJSDate().toISOString()).toBe("2025-09-05T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2025-09-05T16:30:00.000Z");
    expect(event.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
  });

  it("writes an all-day ceremony of several days as dates, the end the day after", () => {
    const [event] = parse(
      calendarFile({
        name: "Agenda",
        description: "",
        host: "k.example",
        events: [
          {
            ...panjangJimat,
            jam_mulai: null,
            jam_selesai: null,
            tanggal: "2025-12-30",
            tanggal_selesai: "2026-01-01",
            status: "terjadwal",
          },
        ],
      }),
    );
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2025-12-30");
    expect(event.endDate.toString()).toBe("2026-01-02");
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("marks a cancelled occurrence and carries its sequence", () => {
    const [event] = parse(
      calendarFile({
        name: "Agenda",
        description: "",
        host: "k.example",
        events: [{ ...panjangJimat, status: "dibatalkan", sequence: 3 }],
      }),
    );
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.sequence).toBe(3);
  });
});

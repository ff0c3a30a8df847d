import { describe, expect, it } from "vitest";
import { eveningStart, formatAgendaDate } from "./agenda-dates.ts";

describe("an agenda date as visitors read it", () => {
  const panjangJimat = {
    tanggal: "2025-09-05",
    tanggal_selesai: "2025-09-05",
    hijriah: { year: 1447, month: 3, day: 12 },
  };

  it("shows both calendars in Indonesian and in English", () => {
    expect(formatAgendaDate(panjangJimat, "id")).toBe(
      "Jumat, 5 September 2025 · 12 Rabiulawal 1447 H",
    );
    expect(formatAgendaDate(panjangJimat, "en")).toBe(
      "Friday, 5 September 2025 · 12 Rabiʻ I 1447 AH",
    );
  });

  it("shows a ceremony of several days as a span", () => {
    const week = { ...panjangJimat, tanggal: "2026-03-28", tanggal_selesai: "2026-04-03" };
    expect(formatAgendaDate(week, "id")).toBe(
      "Sabtu, 28 Maret\u2009–\u2009Jumat, 3 April 2026 · 12 Rabiulawal 1447 H",
    );
  });

  it("names the Javanese Aboge date and the calendar it is in", () => {
    const siraman = {
      tanggal: "2025-08-30",
      tanggal_selesai: "2025-08-30",
      hijriah: { year: 1959, month: 3, day: 5 },
      hisab: "aboge" as const,
    };
    expect(formatAgendaDate(siraman, "id")).toBe(
      "Sabtu, 30 Agustus 2025 · 5 Mulud 1959 J, menurut penanggalan Jawa Aboge",
    );
    expect(formatAgendaDate(siraman, "en")).toBe(
      "Saturday, 30 August 2025 · 5 Mulud 1959 AJ, by the Javanese Aboge calendar",
    );
  });

  it("dates a rite held the evening before its day on that evening, the eve of its date", () => {
    const malamSura = {
      tanggal: "2025-06-27",
      tanggal_selesai: "2025-06-27",
      hijriah: { year: 1447, month: 1, day: 1 },
      malam: "sebelumnya" as const,
    };
    expect(formatAgendaDate(malamSura, "id")).toBe("Kamis, 26 Juni 2025 · malam 1 Muharam 1447 H");
    expect(formatAgendaDate(malamSura, "en")).toBe(
      "Thursday, 26 June 2025 · the eve of 1 Muharram 1447 AH",
    );
    expect(eveningStart(malamSura)).toBe("2025-06-26");
    expect(eveningStart({ ...malamSura, malam: "hari_itu" })).toBe("2025-06-27");
    expect(eveningStart({ ...malamSura, malam: null })).toBe("2025-06-27");
  });
});

import { describe, expect, it } from "vitest";
import { formatAgendaDate } from "./agenda-dates.ts";

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
});

import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./event-json-ld.ts";

const base = {
  name: "Panjang Jimat",
  description: "Puncak peringatan Maulid Nabi di keraton.",
  images: ["https://keraton.example/uploads/panjang-jimat.jpg"],
  url: "https://keraton.example/agenda/panjang-jimat",
  lokasi: "Keraton Kasepuhan Cirebon",
  alamat: "Jl. Kasepuhan No. 43, Cirebon",
  siteName: "Keraton Kasepuhan Cirebon",
  origin: "https://keraton.example",
  lang: "id" as const,
};
const kejadian = {
  tanggal: "2025-09-05",
  tanggal_asal: "2025-09-05",
  tanggal_selesai: "2025-09-05",
  jam_mulai: "19:00",
  jam_selesai: "23:00",
  dibatalkan: false,
  dipindah: false,
  perkiraan: false,
  hijriah: { year: 1447, month: 3, day: 12 },
  hisab: "islam" as const,
  malam: null,
};

describe("an agenda item's Event JSON-LD", () => {
  it("carries every property Google requires and recommends, times in +07:00", () => {
    const ld = eventJsonLd({ ...base, kejadian });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Panjang Jimat",
      description: base.description,
      image: base.images,
      startDate: "2025-09-05T19:00:00+07:00",
      endDate: "2025-09-05T23:00:00+07:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Keraton Kasepuhan Cirebon",
        address: {
          "@type": "PostalAddress",
          streetAddress: base.alamat,
          addressLocality: "Cirebon",
          addressCountry: "ID",
        },
      },
      organizer: { "@type": "Organization", name: base.siteName, url: base.origin },
    });
  });

  it("dates an all-day ceremony of several days by its days, without times", () => {
    const ld = eventJsonLd({
      ...base,
      kejadian: { ...kejadian, tanggal_selesai: "2025-09-07", jam_mulai: null, jam_selesai: null },
    });
    expect(ld.startDate).toBe("2025-09-05");
    expect(ld.endDate).toBe("2025-09-07");
  });

  it("does not claim an estimated day as certain: no status, and the description says so", () => {
    const ld = eventJsonLd({ ...base, kejadian: { ...kejadian, perkiraan: true } });
    expect(ld).not.toHaveProperty("eventStatus");
    expect(ld.description).toBe(
      `12 Rabiulawal 1447 H (perkiraan; tanggal pastinya dapat berbeda satu atau dua hari). ${base.description}`,
    );
    const english = eventJsonLd({
      ...base,
      lang: "en",
      kejadian: { ...kejadian, perkiraan: true },
    });
    expect(english.description).toMatch(
      /^12 Rabiʻ I 1447 AH \(an estimate; the actual day may differ by one or two days\)\. /,
    );
  });

  it("starts an evening rite on its evening: that day's, or the evening before; ends after midnight", () => {
    const sameDay = eventJsonLd({
      ...base,
      kejadian: { ...kejadian, malam: "hari_itu", jam_mulai: "20:00", jam_selesai: "01:00" },
    });
    expect(sameDay.startDate).toBe("2025-09-05T20:00:00+07:00");
    expect(sameDay.endDate).toBe("2025-09-06T01:00:00+07:00");
    const eve = eventJsonLd({
      ...base,
      kejadian: {
        ...kejadian,
        tanggal: "2025-06-27",
        tanggal_asal: "2025-06-27",
        tanggal_selesai: "2025-06-27",
        malam: "sebelumnya",
        jam_mulai: "19:30",
        jam_selesai: null,
      },
    });
    expect(eve.startDate).toBe("2025-06-26T19:30:00+07:00");
    expect(eve).not.toHaveProperty("endDate");
  });

  it("says cancelled, or rescheduled with the day it was first set for", () => {
    expect(eventJsonLd({ ...base, kejadian: { ...kejadian, dibatalkan: true } }).eventStatus).toBe(
      "https://schema.org/EventCancelled",
    );
    const moved = eventJsonLd({
      ...base,
      kejadian: {
        ...kejadian,
        tanggal: "2025-09-06",
        tanggal_selesai: "2025-09-06",
        dipindah: true,
      },
    });
    expect(moved).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      startDate: "2025-09-06T19:00:00+07:00",
      previousStartDate: "2025-09-05T19:00:00+07:00",
    });
  });
});

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

  it("spans whole days for an all-day ceremony of several days", () => {
    const ld = eventJsonLd({
      ...base,
      kejadian: { ...kejadian, tanggal_selesai: "2025-09-07", jam_mulai: null, jam_selesai: null },
    });
    expect(ld.startDate).toBe("2025-09-05T00:00:00+07:00");
    expect(ld.endDate).toBe("2025-09-07T23:59:00+07:00");
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

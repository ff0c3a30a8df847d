import { describe, expect, it } from "vitest";
import { hoursOn, visitJsonLd } from "./kunjungan.ts";
import { HARI } from "./schemas/kunjungan.schema.ts";

const jam = HARI.map((hari) => ({
  hari,
  buka: "08:00",
  tutup: "16:00",
  istirahat: hari === "jumat" ? { mulai: "11:30", selesai: "13:00" } : null,
}));
const pengecualian = [
  { tanggal: "2027-08-15", buka: null, tutup: null, keterangan: "Panjang Jimat" },
  { tanggal: "2027-08-08", buka: "08:00", tutup: "22:00", keterangan: "Siraman Panjang" },
];

describe("opening hours as visitors meet them", () => {
  it("takes a date's own hours over its weekday's, and the weekday's break otherwise", () => {
    // 15 August 2027 is a Sunday; 13 August 2027 a Friday.
    expect(hoursOn({ jam, pengecualian }, "2027-08-15")).toMatchObject({
      hari: "minggu",
      buka: null,
      tutup: null,
      pengecualian: { keterangan: "Panjang Jimat" },
    });
    expect(hoursOn({ jam, pengecualian }, "2027-08-13")).toEqual({
      hari: "jumat",
      buka: "08:00",
      tutup: "16:00",
      istirahat: { mulai: "11:30", selesai: "13:00" },
    });
  });

  it("splits a day with a break in two spans and lists the special dates for search engines", () => {
    const ld = visitJsonLd({ jam, tiket: [], pengecualian });
    const friday = ld.openingHoursSpecification?.filter((s) => s.dayOfWeek.endsWith("Friday"));
    expect(friday?.map((s) => [s.opens, s.closes])).toEqual([
      ["08:00", "11:30"],
      ["13:00", "16:00"],
    ]);
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2027-08-15",
        validThrough: "2027-08-15",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2027-08-08",
        validThrough: "2027-08-08",
        opens: "08:00",
        closes: "22:00",
      },
    ]);
  });
});

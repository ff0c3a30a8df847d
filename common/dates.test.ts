import { afterEach, describe, expect, it } from "vitest";
import { formatDateLong, formatDateShort, isValidIsoDate, todayInJakarta } from "./dates.ts";

const ZONES = [
  "UTC",
  "Asia/Jakarta",
  "America/Los_Angeles",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
];
const originalTz = process.env.TZ;

/** Runs a check once per process time zone: dates must not move with the zone. */
function inEveryZone(check: () => void) {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    check();
  }
}

afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatDateShort and formatDateLong", () => {
  it("formats the way SPEC shows it", () => {
    expect(formatDateShort("2026-11-21")).toBe("21 Nov 2026");
    expect(formatDateLong("2026-11-21")).toBe("21 November 2026");
  });

  it("uses the Indonesian month names for all twelve months", () => {
    const short = [
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "Mei",
      "Jun",
      "Jul",
      "Agu",
      "Sep",
      "Okt",
      "Nov",
      "Des",
    ];
    const long = [
      "Januari",
      "Februari",
      "Maret",
      "April",
      "Mei",
      "Juni",
      "Juli",
      "Agustus",
      "September",
      "Oktober",
      "November",
      "Desember",
    ];
    for (let m = 1; m <= 12; m++) {
      const iso = `2026-${String(m).padStart(2, "0")}-15`;
      expect(formatDateShort(iso)).toBe(`15 ${short[m - 1]} 2026`);
      expect(formatDateLong(iso)).toBe(`15 ${long[m - 1]} 2026`);
    }
  });

  it("agrees with the browser's id-ID formatting (read in UTC)", () => {
    for (const iso of ["2026-01-01", "2026-08-17", "2028-02-29", "2026-12-31"]) {
      const date = new Date(`${iso}T00:00:00Z`);
      const options = { timeZone: "UTC", day: "numeric", year: "numeric" } as const;
      expect(formatDateShort(iso)).toBe(
        new Intl.DateTimeFormat("id-ID", { ...options, month: "short" }).format(date),
      );
      expect(formatDateLong(iso)).toBe(
        new Intl.DateTimeFormat("id-ID", { ...options, month: "long" }).format(date),
      );
    }
  });

  it("writes the day without a leading zero", () => {
    expect(formatDateShort("2026-01-05")).toBe("5 Jan 2026");
    expect(formatDateLong("2026-03-09")).toBe("9 Maret 2026");
  });

  it("never shifts the day, whatever the time zone, even at the edges of a day or year", () => {
    inEveryZone(() => {
      expect(formatDateShort("2026-01-01")).toBe("1 Jan 2026");
      expect(formatDateLong("2026-12-31")).toBe("31 Desember 2026");
      expect(formatDateShort("2026-11-21T23:59:59Z")).toBe("21 Nov 2026");
      expect(formatDateLong("2026-11-21T00:00:00+07:00")).toBe("21 November 2026");
    });
  });

  it("answers an empty string for what is not a date", () => {
    for (const value of ["", "kemarin", "21-11-2026", "2026/11/21"]) {
      expect(formatDateShort(value)).toBe("");
      expect(formatDateLong(value)).toBe("");
    }
  });
});

describe("isValidIsoDate", () => {
  it.each(["2026-11-21", "2028-02-29", "2000-02-29", "2026-12-31", "2026-01-01"])(
    "accepts %s",
    (value) => {
      expect(isValidIsoDate(value)).toBe(true);
    },
  );
  it.each([
    "2026-02-30",
    "2027-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-1-5",
    "21-11-2026",
    "2026-11-21T00:00:00Z",
    " 2026-11-21",
    "",
  ])("refuses %s", (value) => {
    expect(isValidIsoDate(value)).toBe(false);
  });
});

describe("todayInJakarta", () => {
  it("turns to the next day at 17:00 UTC (midnight in Jakarta, UTC+7)", () => {
    inEveryZone(() => {
      expect(todayInJakarta(new Date("2026-11-20T16:59:59Z"))).toBe("2026-11-20");
      expect(todayInJakarta(new Date("2026-11-20T17:00:00Z"))).toBe("2026-11-21");
      expect(todayInJakarta(new Date("2026-11-21T00:00:00Z"))).toBe("2026-11-21");
      expect(todayInJakarta(new Date("2026-11-21T23:59:59Z"))).toBe("2026-11-22");
    });
  });

  it("crosses a year boundary on Jakarta's clock, not UTC's", () => {
    expect(todayInJakarta(new Date("2026-12-31T16:59:59Z"))).toBe("2026-12-31");
    expect(todayInJakarta(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });

  it("answers YYYY-MM-DD that the date check accepts", () => {
    const today = todayInJakarta();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isValidIsoDate(today)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatWibDayTime, formatWibTime, isoToWib, wibToIso } from "./wib-time.ts";

describe("wibToIso", () => {
  it("writes a date and time typed in WIB with the +07:00 offset", () => {
    expect(wibToIso("2026-11-28", "19:00")).toBe("2026-11-28T19:00:00+07:00");
    expect(Date.parse(wibToIso("2026-11-28", "19:00") ?? "")).toBe(
      Date.parse("2026-11-28T12:00:00Z"),
    );
  });

  it("refuses days and times that do not exist", () => {
    expect(wibToIso("2026-02-30", "10:00")).toBeNull();
    expect(wibToIso("2026-11-28", "24:00")).toBeNull();
    expect(wibToIso("", "10:00")).toBeNull();
    expect(wibToIso("2026-11-28", "")).toBeNull();
  });
});

describe("isoToWib", () => {
  it("reads a moment back as the date and time on a WIB clock, across midnight", () => {
    expect(isoToWib("2026-11-28T19:30:00Z")).toEqual({ date: "2026-11-29", time: "02:30" });
    expect(isoToWib("2026-11-28T19:00:00+07:00")).toEqual({ date: "2026-11-28", time: "19:00" });
  });

  it("answers empty fields for nothing or an unreadable moment", () => {
    expect(isoToWib(null)).toEqual({ date: "", time: "" });
    expect(isoToWib("kemarin")).toEqual({ date: "", time: "" });
  });
});

describe("formatting in WIB", () => {
  it("shows the time with a dot, as Indonesians write it", () => {
    expect(formatWibTime("2026-11-26T03:42:10Z")).toBe("10.42");
  });

  it("shows a schedule with the short day name in WIB", () => {
    expect(formatWibDayTime("2025-11-29T12:00:00Z")).toBe("Sab 29 Nov 19.00");
    // 23.30 UTC on Friday is already Saturday morning in Cirebon.
    expect(formatWibDayTime("2025-11-28T23:30:00Z")).toBe("Sab 29 Nov 06.30");
  });
});

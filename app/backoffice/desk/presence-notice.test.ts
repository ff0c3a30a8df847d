import { describe, expect, it } from "vitest";
import { presenceText } from "./presence-notice.tsx";

describe("presenceText", () => {
  it("names one other editor with the time they opened the form, in WIB", () => {
    expect(presenceText([{ nama: "Sari", sejak: "2026-11-26T03:42:00Z" }])).toBe(
      "Sedang disunting juga oleh Sari (sejak 10.42)",
    );
  });

  it("joins several people with commas and 'dan'", () => {
    expect(
      presenceText([
        { nama: "Sari", sejak: "2026-11-26T03:42:00Z" },
        { nama: "Budi", sejak: "2026-11-26T04:05:00Z" },
        { nama: "Ayu", sejak: "" },
      ]),
    ).toBe("Sedang disunting juga oleh Sari (sejak 10.42), Budi (sejak 11.05) dan Ayu");
  });
});

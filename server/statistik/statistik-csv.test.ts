import { describe, expect, it } from "vitest";
import { csvField, statistikCsv } from "./statistik-csv.ts";

describe("CSV of the statistics", () => {
  it("quotes fields as RFC 4180 says, and keeps a would-be formula as text", () => {
    expect(csvField("Beranda")).toBe("Beranda");
    expect(csvField(12)).toBe("12");
    expect(csvField("Sekaten, Grebeg")).toBe('"Sekaten, Grebeg"');
    expect(csvField('Kata "pusaka"')).toBe('"Kata ""pusaka"""');
    expect(csvField("baris\nkedua")).toBe('"baris\nkedua"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-1+1")).toBe("'-1+1");
  });

  it("writes one table, each row naming its part, with a byte order mark", () => {
    const csv = statistikCsv({
      harian: [{ tanggal: "2026-11-26", tayangan: 3 }],
      halaman: [{ path: "/informasi/kirab", judul: "Kirab, Pusaka", tayangan: 3 }],
      perujuk: [{ host: "www.google.com", tayangan: 1 }],
      perangkat: { ponsel: 2, tablet: 0, desktop: 1 },
      bahasa: { id: 3, en: 0 },
      pencarian: [{ q: "gamelan", jumlah: 2, hasil: 0 }],
    });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "bagian,nama,judul,jumlah,hasil",
      "harian,2026-11-26,,3,",
      'halaman,/informasi/kirab,"Kirab, Pusaka",3,',
      "perujuk,www.google.com,,1,",
      "perangkat,ponsel,,2,",
      "perangkat,tablet,,0,",
      "perangkat,desktop,,1,",
      "bahasa,id,,3,",
      "bahasa,en,,0,",
      "pencarian,gamelan,,2,0",
      "",
    ]);
  });
});

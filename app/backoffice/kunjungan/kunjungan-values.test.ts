import { KunjunganInputSchema } from "@common/schemas/kunjungan.schema.ts";
import { describe, expect, it } from "vitest";
import { checkKunjungan, kunjunganInput, kunjunganValues, parseHarga } from "./kunjungan-values.ts";

const STORED = {
  jam: [
    { hari: "senin" as const, buka: null, tutup: null, istirahat: null },
    ...(["selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"] as const).map((hari) => ({
      hari,
      buka: "08:00",
      tutup: "16:00",
      istirahat: hari === "jumat" ? { mulai: "11:30", selesai: "13:00" } : null,
    })),
  ],
  pengecualian: [
    {
      tanggal: "2027-08-15",
      buka: null,
      tutup: null,
      keterangan: "Panjang Jimat",
      keterangan_en: "Panjang Jimat",
    },
    { tanggal: "2027-08-16", buka: "19:00", tutup: "23:00", keterangan: "", keterangan_en: "" },
  ],
  tiket: [{ kategori: "Dewasa", harga: 20000, kategori_en: "Adults" }],
  catatan: "<p>Sopan.</p>",
  petunjuk: "",
  catatan_en: "<p>Dress modestly.</p>",
  petunjuk_en: "",
};

describe("kunjungan form values", () => {
  it("reads prices as staff type them: dots and Rp are thousands and currency, not decimals", () => {
    expect(parseHarga("20000")).toBe(20000);
    expect(parseHarga("20.000")).toBe(20000);
    expect(parseHarga("Rp 1.250.000")).toBe(1250000);
    expect(parseHarga("0")).toBe(0);
    expect(parseHarga("  ")).toBeNull();
    // Left as typed, so the server names the problem.
    expect(parseHarga("2500,5")).toBe("2500,5");
    expect(parseHarga("gratis")).toBe("gratis");
  });

  it("turns the stored page into form values and back into the same JSON the API takes", () => {
    const values = kunjunganValues(STORED);
    expect(values.jam[0]).toMatchObject({ hari: "senin", tutupSeharian: true });
    expect(values.tiket[0]).toMatchObject({ kategori: "Dewasa", harga: "20000" });
    const input = kunjunganInput(values);
    expect(input).toEqual(STORED);
    expect(KunjunganInputSchema.safeParse(input).success).toBe(true);
  });

  it("sends English left empty as empty (it clears), and a new ticket row without kategori_en", () => {
    const { catatan_en: _c, petunjuk_en: _p, ...indonesianOnly } = STORED;
    const values = kunjunganValues({
      ...indonesianOnly,
      tiket: [{ kategori: "Dewasa", harga: 1 }],
    });
    values.tiket.push({ key: "baru", kategori: "Pelajar", harga: "2" });
    const input = kunjunganInput(values);
    expect(input).toMatchObject({ catatan_en: "", petunjuk_en: "" });
    expect(input.tiket).toEqual([
      { kategori: "Dewasa", harga: 1, kategori_en: "" },
      { kategori: "Pelajar", harga: 2 },
    ]);
  });

  it("sends a day ticked 'Tutup' without hours, whatever times it showed before", () => {
    const values = kunjunganValues(STORED);
    values.jam[6] = { ...values.jam[6], tutupSeharian: true };
    expect(kunjunganInput(values).jam[6]).toEqual({
      hari: "minggu",
      buka: null,
      tutup: null,
      istirahat: null,
    });
  });

  it("sends a Friday break and a closed ceremony day as staff ticked them", () => {
    const values = kunjunganValues(STORED);
    expect(values.jam[4]).toMatchObject({ hari: "jumat", adaIstirahat: true });
    values.jam[4] = { ...values.jam[4], adaIstirahat: false };
    values.pengecualian[1] = { ...values.pengecualian[1], tutupSeharian: true };
    const input = kunjunganInput(values);
    expect(input.jam[4].istirahat).toBeNull();
    expect(input.pengecualian[1]).toMatchObject({ tanggal: "2027-08-16", buka: null, tutup: null });
  });

  it("asks for both times of an open day before sending", () => {
    const values = kunjunganValues(STORED);
    expect(checkKunjungan(values)).toBeUndefined();
    values.jam[2] = { ...values.jam[2], tutup: "" };
    expect(checkKunjungan(values)).toEqual({ "jam.2.tutup": "Isi jam tutup, atau centang Tutup" });
  });
});

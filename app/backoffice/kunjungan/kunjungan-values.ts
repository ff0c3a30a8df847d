import type { Kunjungan } from "@common/api-types.ts";
import type { Hari } from "@common/schemas/kunjungan.schema.ts";

/**
 * One day in the form: "Tutup" ticked, or its opening and closing times (`HH:MM`), and a break
 * (Friday prayers) when "Istirahat" is ticked.
 */
export type JamValue = {
  hari: Hari;
  tutupSeharian: boolean;
  buka: string;
  tutup: string;
  adaIstirahat: boolean;
  istirahatMulai: string;
  istirahatSelesai: string;
};
/** One date with other hours than its weekday's (closed, or special hours on a ceremony night). */
export type PengecualianValue = {
  key: string;
  tanggal: string;
  tutupSeharian: boolean;
  buka: string;
  tutup: string;
  keterangan: string;
  keterangan_en: string;
};
/** One ticket row in the form; `harga` as typed, `key` keeps the row's inputs when others go. */
export type TiketValue = { key: string; kategori: string; harga: string; kategori_en?: string };
export type KunjunganValues = {
  jam: JamValue[];
  pengecualian: PengecualianValue[];
  tiket: TiketValue[];
  catatan: string;
  petunjuk: string;
  catatan_en: string;
  petunjuk_en: string;
};

/** The hours a day gets when its "Tutup" is unticked and it had none. */
export const DEFAULT_HOURS = { buka: "08:00", tutup: "16:00" } as const;

let nextKey = 0;
/** A key for a new ticket row (never sent). */
export const newTiketKey = () => `tiket-${++nextKey}`;

export function kunjunganValues(stored: Kunjungan): KunjunganValues {
  return {
    jam: stored.jam.map(({ hari, buka, tutup, istirahat }) => ({
      hari,
      tutupSeharian: buka === null || tutup === null,
      buka: buka ?? "",
      tutup: tutup ?? "",
      adaIstirahat: Boolean(istirahat),
      istirahatMulai: istirahat?.mulai ?? "",
      istirahatSelesai: istirahat?.selesai ?? "",
    })),
    pengecualian: (stored.pengecualian ?? []).map((p) => ({
      key: newTiketKey(),
      tanggal: p.tanggal,
      tutupSeharian: p.buka === null || p.tutup === null,
      buka: p.buka ?? "",
      tutup: p.tutup ?? "",
      keterangan: p.keterangan,
      keterangan_en: p.keterangan_en ?? "",
    })),
    tiket: stored.tiket.map(({ kategori, harga, kategori_en }) => ({
      key: newTiketKey(),
      kategori,
      harga: String(harga),
      kategori_en: kategori_en ?? "",
    })),
    catatan: stored.catatan,
    petunjuk: stored.petunjuk,
    catatan_en: stored.catatan_en ?? "",
    petunjuk_en: stored.petunjuk_en ?? "",
  };
}

/**
 * What staff type as a price → the integer the API takes: "Rp 20.000" and "20 000" are 20000
 * (Indonesian writes thousands with dots). Anything else is sent as typed, so the server's
 * message ("Harga harus berupa angka") tells what is wrong.
 */
export function parseHarga(typed: string): number | string | null {
  const cleaned = typed.replace(/^\s*rp\.?/i, "").replace(/[.\s]/g, "");
  if (cleaned === "") return null;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : typed;
}

/** The JSON body of PUT /api/kunjungan. */
export function kunjunganInput(values: KunjunganValues) {
  const { jam, pengecualian, tiket, catatan, petunjuk, catatan_en, petunjuk_en } = values;
  return {
    jam: jam.map((day) => {
      const { hari, tutupSeharian, buka, tutup, adaIstirahat } = day;
      if (tutupSeharian) return { hari, buka: null, tutup: null, istirahat: null };
      const istirahat = adaIstirahat
        ? { mulai: day.istirahatMulai, selesai: day.istirahatSelesai }
        : null;
      return { hari, buka: buka || null, tutup: tutup || null, istirahat };
    }),
    pengecualian: pengecualian.map((p) => ({
      tanggal: p.tanggal,
      buka: p.tutupSeharian ? null : p.buka || null,
      tutup: p.tutupSeharian ? null : p.tutup || null,
      keterangan: p.keterangan,
      keterangan_en: p.keterangan_en,
    })),
    tiket: tiket.map(({ kategori, harga, kategori_en }) => ({
      kategori,
      harga: parseHarga(harga),
      // A new row has none yet: left out, the server has nothing to keep for it anyway.
      ...(kategori_en === undefined ? {} : { kategori_en }),
    })),
    catatan,
    petunjuk,
    catatan_en,
    petunjuk_en,
  };
}

/** Checks in the browser: an open day needs both times (the server says the rest). */
export function checkKunjungan(values: KunjunganValues): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  values.jam.forEach((j, i) => {
    if (j.tutupSeharian) return;
    if (!j.buka) errors[`jam.${i}.buka`] = "Isi jam buka, atau centang Tutup";
    if (!j.tutup) errors[`jam.${i}.tutup`] = "Isi jam tutup, atau centang Tutup";
    if (j.adaIstirahat && (!j.istirahatMulai || !j.istirahatSelesai)) {
      errors[`jam.${i}.istirahat`] = "Isi jam mulai dan selesai istirahat, atau hapus centangnya";
    }
  });
  values.pengecualian.forEach((p, i) => {
    if (!p.tanggal) errors[`pengecualian.${i}.tanggal`] = "Pilih tanggalnya";
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

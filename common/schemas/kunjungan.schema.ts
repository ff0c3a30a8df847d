import { z } from "zod";
import { versiField } from "./desk.schema.ts";
import {
  englishLine,
  englishText,
  isoDate,
  optionalLine,
  optionalText,
  requiredLine,
} from "./fields.ts";

export const HARI = ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"] as const;
export type Hari = (typeof HARI)[number];

const clockTime = z
  .string({ error: "Jam harus berformat HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Jam harus berformat HH:MM" })
  .nullable();

/** A break in the day (Friday prayers): both times, the end after the start. */
const IstirahatSchema = z
  .object({
    mulai: clockTime.unwrap(),
    selesai: clockTime.unwrap(),
  })
  .refine((i) => i.mulai < i.selesai, {
    error: "Jam istirahat selesai harus setelah jam mulai",
    path: ["selesai"],
  })
  .nullable();

const JamSchema = z
  .object({
    hari: z.enum(HARI, { error: "Hari tidak dikenal" }),
    buka: clockTime,
    tutup: clockTime,
    /** Left out keeps the break saved for that day (clients from before breaks send none). */
    istirahat: IstirahatSchema.optional(),
  })
  .refine((j) => (j.buka === null) === (j.tutup === null), {
    error: "Isi jam buka dan tutup, atau kosongkan keduanya bila tutup",
    path: ["tutup"],
  })
  .refine((j) => j.buka === null || j.tutup === null || j.buka < j.tutup, {
    error: "Jam tutup harus setelah jam buka",
    path: ["tutup"],
  })
  .refine((j) => !j.istirahat || j.buka !== null, {
    error: "Hari tutup tidak punya jam istirahat",
    path: ["istirahat"],
  })
  .refine(
    (j) =>
      !j.istirahat ||
      j.buka === null ||
      j.tutup === null ||
      (j.buka < j.istirahat.mulai && j.istirahat.selesai < j.tutup),
    { error: "Jam istirahat harus di antara jam buka dan jam tutup", path: ["istirahat"] },
  );

/** One day's hours other than the week's: closed (`buka`/`tutup` null) or special hours. */
const PengecualianSchema = z
  .object({
    tanggal: isoDate,
    buka: clockTime,
    tutup: clockTime,
    keterangan: optionalLine("Keterangan", 200),
    keterangan_en: englishLine("Keterangan", 200),
  })
  .refine((p) => (p.buka === null) === (p.tutup === null), {
    error: "Isi jam buka dan tutup, atau kosongkan keduanya bila tutup",
    path: ["tutup"],
  })
  .refine((p) => p.buka === null || p.tutup === null || p.buka < p.tutup, {
    error: "Jam tutup harus setelah jam buka",
    path: ["tutup"],
  });

export const MAX_PENGECUALIAN = 100;

export const KunjunganInputSchema = z.object({
  jam: z
    .array(JamSchema, { error: "Jam kunjungan wajib diisi" })
    .length(7, { error: "Jam kunjungan harus berisi tujuh hari, Senin sampai Minggu" })
    .refine((jam) => jam.every((j, i) => j.hari === HARI[i]), {
      error: "Jam kunjungan harus berurutan dari Senin sampai Minggu",
    }),
  tiket: z
    .array(
      z.object({
        kategori: requiredLine("Kategori tiket", 100),
        /** Left out keeps the English name saved for a ticket of the same `kategori`. */
        kategori_en: englishLine("Kategori tiket", 100),
        harga: z
          .number({ error: "Harga harus berupa angka" })
          .int({ error: "Harga harus bilangan bulat (rupiah)" })
          .min(0, { error: "Harga tidak boleh negatif" })
          .max(100_000_000, { error: "Harga terlalu besar" }),
      }),
      { error: "Daftar tiket wajib diisi" },
    )
    .max(30, { error: "Maksimal 30 kategori tiket" }),
  /** Left out keeps the saved ones. */
  pengecualian: z
    .array(PengecualianSchema, { error: "Pengecualian jam buka harus berupa daftar" })
    .max(MAX_PENGECUALIAN, { error: `Maksimal ${MAX_PENGECUALIAN} tanggal pengecualian` })
    .refine((list) => new Set(list.map((p) => p.tanggal)).size === list.length, {
      error: "Setiap tanggal pengecualian hanya boleh sekali",
    })
    .optional(),
  catatan: optionalText("Catatan", 50_000),
  petunjuk: optionalText("Petunjuk arah", 50_000),
  catatan_en: englishText("Catatan", 50_000),
  petunjuk_en: englishText("Petunjuk arah", 50_000),
  versi: versiField,
});
export type KunjunganInput = z.infer<typeof KunjunganInputSchema>;

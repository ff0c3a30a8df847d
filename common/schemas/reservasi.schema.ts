import { z } from "zod";
import { todayInJakarta } from "../dates.ts";
import { isoDate, optionalLine, optionalText, requiredLine } from "./fields.ts";
import { PageQuerySchema } from "./page-query.schema.ts";

/** `+62 812-3456-7890` as typed → `+6281234567890`; separators people type are dropped. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-.()]/g, "");
}

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The group visit form: a visit today or later (Asia/Jakarta), every field's error at once. */
export const ReservasiInputSchema = z.object({
  nama: requiredLine("Nama", 100),
  instansi: optionalLine("Instansi", 200),
  tanggal: isoDate.refine((tanggal) => tanggal >= todayInJakarta(), {
    error: "Tanggal kunjungan tidak boleh sebelum hari ini",
  }),
  jumlah: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Jumlah pengunjung wajib diisi" })
      .int({ error: "Jumlah pengunjung harus bilangan bulat" })
      .min(1, { error: "Jumlah pengunjung minimal 1" })
      .max(1000, { error: "Jumlah pengunjung maksimal 1000" }),
  ),
  telepon: z
    .string({ error: "Nomor telepon wajib diisi" })
    .trim()
    .min(1, { error: "Nomor telepon wajib diisi" })
    .transform(normalizePhone)
    .refine((v) => /^\+?\d{8,15}$/.test(v), {
      error: "Nomor telepon 8–15 angka (boleh diawali +)",
    }),
  email: z
    .union([z.literal(""), z.email({ error: "Format email tidak valid" }).max(200)])
    .optional()
    .default(""),
  catatan: optionalText("Catatan", 2000),
  /** The language of the form: the requester's confirmation mail is written in it. */
  bahasa: z.enum(["id", "en"], { error: "Bahasa harus id atau en" }).optional().default("id"),
});
export type ReservasiInput = z.infer<typeof ReservasiInputSchema>;

export const RESERVASI_STATUSES = ["baru", "dihubungi", "selesai", "batal"] as const;
export type ReservasiStatus = (typeof RESERVASI_STATUSES)[number];
const reservasiStatusField = z.enum(RESERVASI_STATUSES, {
  error: "Status harus baru, dihubungi, selesai atau batal",
});
export const ReservasiStatusSchema = z.object({ status: reservasiStatusField });
/** `GET /api/reservasi?status=&page=&limit=`: the dashboard counts the new ones this way. */
export const ReservasiListQuerySchema = PageQuerySchema.extend({
  status: reservasiStatusField.optional(),
});

/** Name of the group visit form's hidden trap field: people leave it empty, robots fill it. */
export const HONEYPOT_FIELD = "situs_web";

import { z } from "zod";
import { isValidIsoDate } from "../dates.ts";

/** The longest range the statistics answer for, in days (a year and a bit). */
export const STATISTIK_MAX_HARI = 400;
/** The range when none is given: the last 30 days, today included. */
export const STATISTIK_DEFAULT_HARI = 30;

const day = (label: string) =>
  z
    .string()
    .trim()
    .refine(isValidIsoDate, {
      error: `${label} tidak valid: tulis tanggal sebagai TTTT-BB-HH, misalnya 2026-11-01`,
    })
    .optional();

export const StatistikQuerySchema = z.object({
  dari: day("Tanggal awal (dari)"),
  sampai: day("Tanggal akhir (sampai)"),
  format: z.enum(["json", "csv"], { error: "format harus json atau csv" }).optional(),
});
export type StatistikQuery = z.infer<typeof StatistikQuerySchema>;

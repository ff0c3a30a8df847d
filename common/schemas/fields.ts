// The field rules every schema is made of: Indonesian messages naming the field and its limit.
import { z } from "zod";
import { isValidIsoDate } from "../dates.ts";

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional()
    .default("");

/**
 * An English twin (`judul_en` …): checked like its Indonesian field but never required, and left
 * out means "keep what is saved" (SPEC's clients send no English); sent empty, it clears.
 */
export const englishText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} (bahasa Inggris) maksimal ${max} karakter` })
    .optional();
export const englishLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} (bahasa Inggris) maksimal ${max} karakter` })
    .optional();

export const isoDate = z
  .string({ error: "Tanggal wajib diisi" })
  .trim()
  .refine(isValidIsoDate, { error: "Tanggal tidak valid. Pilih tanggal dari kalender." });

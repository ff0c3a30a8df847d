// The field rules every schema is made of: Indonesian messages naming the field and its limit.
import { z } from "zod";
import { isValidIsoDate } from "../dates.ts";
import { toOneLine } from "../one-line.ts";

/**
 * A one-line text (a name, a title, an institution, a caption): line breaks become spaces and
 * control and bidi characters are dropped (common/one-line.ts), then it is trimmed. Every
 * one-line field of every schema is made of this.
 */
export const line = (options?: { error: string }) => z.string(options).overwrite(toOneLine).trim();

export const requiredLine = (label: string, max: number) =>
  line({ error: `${label} wajib diisi` })
    .min(1, { error: `${label} wajib diisi` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

export const optionalLine = (label: string, max: number) =>
  line()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional()
    .default("");

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
  line()
    .max(max, { error: `${label} (bahasa Inggris) maksimal ${max} karakter` })
    .optional();

export const isoDate = z
  .string({ error: "Tanggal wajib diisi" })
  .trim()
  .refine(isValidIsoDate, { error: "Tanggal tidak valid. Pilih tanggal dari kalender." });

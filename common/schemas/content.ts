// Informasi and dokumentasi: what staff write, its status and its English twins.
import { z } from "zod";
import {
  englishLine,
  englishText,
  isoDate,
  line,
  optionalLine,
  optionalText,
  requiredLine,
} from "./fields.ts";

export const CONTENT_STATUSES = ["terbit", "draf"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Left out: a new item is published, an edited one keeps its status. */
const statusField = z.enum(CONTENT_STATUSES, { error: "Status harus terbit atau draf" }).optional();
/** Alt text and caption of the item's picture; left out on edit keeps it. */
const keteranganGambarField = line()
  .max(300, { error: "Keterangan gambar maksimal 300 karakter" })
  .optional();

/** English twins of an article's or activity's words; left out on edit keeps them. */
const contentEnglishFields = {
  judul_en: englishLine("Judul", 200),
  deskripsi_en: englishText("Deskripsi", 100_000),
  keterangan_gambar_en: englishLine("Keterangan gambar", 300),
};

export const DokumentasiInputSchema = z.object({
  judul: requiredLine("Judul", 200),
  tanggal: isoDate,
  uploaded: optionalLine("Nama pengunggah", 100),
  deskripsi: optionalText("Deskripsi", 100_000),
  status: statusField,
  keterangan_gambar: keteranganGambarField,
  ...contentEnglishFields,
});
export type DokumentasiInput = z.infer<typeof DokumentasiInputSchema>;

export const InformasiInputSchema = z.object({
  judul: requiredLine("Judul", 200),
  tanggal: z
    .union([z.literal(""), isoDate])
    .optional()
    .default(""),
  deskripsi: optionalText("Deskripsi", 100_000),
  status: statusField,
  keterangan_gambar: keteranganGambarField,
  ...contentEnglishFields,
});
export type InformasiInput = z.infer<typeof InformasiInputSchema>;

/** What the back office asks to preview: one item of one kind. */
export const PratinjauInputSchema = z.object({
  jenis: z.enum(["informasi", "dokumentasi"], { error: "Jenis harus informasi atau dokumentasi" }),
  id: z.coerce
    .number({ error: "id harus angka" })
    .int({ error: "id harus bilangan bulat" })
    .min(1, { error: "id tidak valid" })
    .max(2_147_483_647, { error: "id tidak valid" }),
});
export type PratinjauInput = z.infer<typeof PratinjauInputSchema>;

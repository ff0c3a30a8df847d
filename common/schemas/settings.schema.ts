import { z } from "zod";
import { versiField } from "./desk.schema.ts";
import { englishText } from "./fields.ts";

const settingsText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional();

/** Decimal degrees within ±limit (`-6.7262`), or empty for the shipped default. */
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Math.abs(Number(v)) <= limit),
      {
        error: `${label} harus berupa derajat desimal antara -${limit} dan ${limit}`,
      },
    )
    .optional();

/** Settings fields left out keep their value; a field sent empty clears it. */
export const SettingsInputSchema = z.object({
  No_WhatsApp: settingsText("Nomor WhatsApp", 40),
  Email: z
    .union([z.literal(""), z.email({ error: "Format email tidak valid" }).max(200)])
    .optional(),
  Alamat: settingsText("Alamat", 500),
  Deskripsi_Footer: settingsText("Deskripsi footer", 2000),
  Deskripsi_Kesultanan: settingsText("Deskripsi Kesultanan", 20000),
  Teks_Sambutan: settingsText("Teks sambutan", 20000),
  Deskripsi_Footer_en: englishText("Deskripsi footer", 2000),
  Deskripsi_Kesultanan_en: englishText("Deskripsi Kesultanan", 20000),
  Teks_Sambutan_en: englishText("Teks sambutan", 20000),
  Peta_Lintang: coordinate("Lintang", 90),
  Peta_Bujur: coordinate("Bujur", 180),
  Wajib_2FA: z.enum(["ya", ""], { error: 'Wajib_2FA harus "ya" atau kosong' }).optional(),
  versi: versiField,
});
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

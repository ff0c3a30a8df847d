import type { SettingsValues } from "./settings-values.ts";

export type SettingsTab = "kontak" | "footer" | "struktur" | "beranda";

/** SPEC §2: three tabs, one Simpan button; the second wave adds Beranda (the welcome block). */
export const SETTINGS_TABS = [
  { key: "kontak", label: "Kontak" },
  { key: "footer", label: "Deskripsi Footer" },
  { key: "struktur", label: "Struktur Kesultanan" },
  { key: "beranda", label: "Beranda" },
] as const;

/** The tab that shows a field, so a refused value can be brought into view. */
export const TAB_OF_FIELD: Partial<Record<keyof SettingsValues, SettingsTab>> = {
  No_WhatsApp: "kontak",
  Email: "kontak",
  Alamat: "kontak",
  Peta_Lintang: "kontak",
  Peta_Bujur: "kontak",
  Teks_Sambutan: "beranda",
  Teks_Sambutan_en: "beranda",
  Gambar_Sambutan: "beranda",
  gambarSambutan: "beranda",
  Deskripsi_Footer: "footer",
  Deskripsi_Kesultanan: "struktur",
  Deskripsi_Footer_en: "footer",
  Deskripsi_Kesultanan_en: "struktur",
  gambar: "struktur",
};

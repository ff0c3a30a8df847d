import type { SettingsValues } from "./settings-values.ts";

export type SettingsTab = "kontak" | "footer" | "struktur";

/** SPEC §2: three tabs, one Simpan button. */
export const SETTINGS_TABS = [
  { key: "kontak", label: "Kontak" },
  { key: "footer", label: "Deskripsi Footer" },
  { key: "struktur", label: "Struktur Kesultanan" },
] as const;

/** The tab that shows a field, so a refused value can be brought into view. */
export const TAB_OF_FIELD: Partial<Record<keyof SettingsValues, SettingsTab>> = {
  No_WhatsApp: "kontak",
  Email: "kontak",
  Alamat: "kontak",
  Deskripsi_Footer: "footer",
  Deskripsi_Kesultanan: "struktur",
  Deskripsi_Footer_en: "footer",
  Deskripsi_Kesultanan_en: "struktur",
  gambar: "struktur",
};

import type { Settings } from "@common/api-types.ts";

/** The text fields of the settings record, sent on every save. */
export const SETTINGS_TEXT_FIELDS = [
  "No_WhatsApp",
  "Email",
  "Alamat",
  "Deskripsi_Footer",
  "Deskripsi_Kesultanan",
  "Teks_Sambutan",
  "Peta_Lintang",
  "Peta_Bujur",
  "Deskripsi_Footer_en",
  "Deskripsi_Kesultanan_en",
  "Teks_Sambutan_en",
] as const;

/** What the settings form holds: the stored record plus newly chosen structure and welcome images. */
export type SettingsValues = Required<Omit<Settings, "versi">> & {
  gambar: File | null;
  gambarSambutan: File | null;
};

export function settingsValues(stored: Partial<Settings> | null | undefined): SettingsValues {
  return {
    No_WhatsApp: stored?.No_WhatsApp ?? "",
    Email: stored?.Email ?? "",
    Alamat: stored?.Alamat ?? "",
    Deskripsi_Footer: stored?.Deskripsi_Footer ?? "",
    Deskripsi_Kesultanan: stored?.Deskripsi_Kesultanan ?? "",
    Gambar_Struktur: stored?.Gambar_Struktur ?? "",
    Teks_Sambutan: stored?.Teks_Sambutan ?? "",
    Gambar_Sambutan: stored?.Gambar_Sambutan ?? "",
    Peta_Lintang: stored?.Peta_Lintang ?? "",
    Peta_Bujur: stored?.Peta_Bujur ?? "",
    Wajib_2FA: stored?.Wajib_2FA ?? "",
    Deskripsi_Footer_en: stored?.Deskripsi_Footer_en ?? "",
    Deskripsi_Kesultanan_en: stored?.Deskripsi_Kesultanan_en ?? "",
    Teks_Sambutan_en: stored?.Teks_Sambutan_en ?? "",
    gambar: null,
    gambarSambutan: null,
  };
}

import type { Settings, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { normalizeCoordinate } from "./map-pin-input.ts";
import { SETTINGS_TEXT_FIELDS, type SettingsValues } from "./settings-values.ts";

/** POST /api/settings/update as multipart; new structure and welcome images are optional. */
export function updateSettings(
  values: SettingsValues,
  onUploadProgress: (fraction: number) => void,
  /** The version the settings were read at (issue 19). */
  versi?: number,
): Promise<{ message: string; data?: Settings & Versioned }> {
  const form = new FormData();
  for (const key of SETTINGS_TEXT_FIELDS) {
    const value =
      key === "Peta_Lintang" || key === "Peta_Bujur"
        ? normalizeCoordinate(values[key])
        : values[key];
    form.append(key, value);
  }
  if (values.gambar) form.append("Gambar_Struktur", values.gambar);
  if (values.gambarSambutan) form.append("Gambar_Sambutan", values.gambarSambutan);
  return apiRequest("/api/settings/update", { method: "POST", form, onUploadProgress, versi });
}

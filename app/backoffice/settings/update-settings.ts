import type { Settings } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { SETTINGS_TEXT_FIELDS, type SettingsValues } from "./settings-values.ts";

/** POST /api/settings/update as multipart; a new structure image is optional. */
export function updateSettings(
  values: SettingsValues,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data?: Settings }> {
  const form = new FormData();
  for (const key of SETTINGS_TEXT_FIELDS) form.append(key, values[key]);
  if (values.gambar) form.append("Gambar_Struktur", values.gambar);
  return apiRequest("/api/settings/update", { method: "POST", form, onUploadProgress });
}

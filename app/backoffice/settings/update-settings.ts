import type { Settings } from "../../../common/api-types.ts";
import type { SettingsInput } from "../../../common/schemas.ts";
import { apiRequest } from "../../lib/api-client.ts";

/** POST /api/settings/update as multipart; a new structure image is optional. */
export function updateSettings(
  input: SettingsInput,
  image: File | null,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data?: Settings }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) form.append(key, value);
  }
  if (image) form.append("Gambar_Struktur", image);
  return apiRequest("/api/settings/update", {
    method: "POST",
    form,
    onUploadProgress: image ? onUploadProgress : undefined,
  });
}

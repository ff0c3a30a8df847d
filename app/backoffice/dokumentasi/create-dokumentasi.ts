import type { Dokumentasi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type DokumentasiValues, dokumentasiFormData } from "./dokumentasi-form-data.ts";

export function createDokumentasi(
  values: DokumentasiValues,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Dokumentasi }> {
  const form = dokumentasiFormData(values);
  return apiRequest("/api/dokumentasi", { method: "POST", form, onUploadProgress });
}

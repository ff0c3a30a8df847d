import type { Informasi, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type InformasiValues, informasiFormData } from "./informasi-form-data.ts";

/** No new picture keeps the stored one. */
export function updateInformasi(
  id: number,
  values: InformasiValues,
  onUploadProgress: (fraction: number) => void,
  /** The version the article was read at (issue 19). */
  versi?: number,
): Promise<{ message: string; data: Informasi & Versioned }> {
  const form = informasiFormData(values);
  return apiRequest(`/api/informasi/${id}`, { method: "PUT", form, onUploadProgress, versi });
}

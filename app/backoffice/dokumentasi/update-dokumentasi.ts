import type { Dokumentasi, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type DokumentasiValues, dokumentasiFormData } from "./dokumentasi-form-data.ts";

/** No new picture keeps the stored one. */
export function updateDokumentasi(
  id: number,
  values: DokumentasiValues,
  onUploadProgress: (fraction: number) => void,
  /** The version the item was read at (issue 19). */
  versi?: number,
): Promise<{ message: string; data: Dokumentasi & Versioned }> {
  const form = dokumentasiFormData(values);
  return apiRequest(`/api/dokumentasi/${id}`, { method: "PUT", form, onUploadProgress, versi });
}

import type { Informasi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type InformasiValues, informasiFormData } from "./informasi-form-data.ts";

export function createInformasi(
  values: InformasiValues,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Informasi }> {
  const form = informasiFormData(values);
  return apiRequest("/api/informasi", { method: "POST", form, onUploadProgress });
}

import type { Dokumentasi } from "../../../common/api-types.ts";
import type { DokumentasiInput } from "../../../common/schemas.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { dokumentasiFormData } from "./dokumentasi-form-data.ts";

export function createDokumentasi(
  input: DokumentasiInput,
  image: File | null,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Dokumentasi }> {
  return apiRequest("/api/dokumentasi", {
    method: "POST",
    form: dokumentasiFormData(input, image),
    onUploadProgress: image ? onUploadProgress : undefined,
  });
}

import type { Informasi } from "../../../common/api-types.ts";
import type { InformasiInput } from "../../../common/schemas.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { informasiFormData } from "./informasi-form-data.ts";

export function updateInformasi(
  id: number,
  input: InformasiInput,
  image: File | null,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Informasi }> {
  return apiRequest(`/api/informasi/${id}`, {
    method: "PUT",
    form: informasiFormData(input, image),
    onUploadProgress: image ? onUploadProgress : undefined,
  });
}

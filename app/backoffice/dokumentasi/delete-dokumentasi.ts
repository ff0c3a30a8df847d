import { apiRequest } from "~/lib/api-client.ts";

export function deleteDokumentasi(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/dokumentasi/${id}`, { method: "DELETE" });
}

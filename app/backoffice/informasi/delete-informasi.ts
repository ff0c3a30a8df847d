import { apiRequest } from "~/lib/api-client.ts";

export function deleteInformasi(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/informasi/${id}`, { method: "DELETE" });
}

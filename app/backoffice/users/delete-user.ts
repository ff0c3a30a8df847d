import { apiRequest } from "~/lib/api-client.ts";

export function deleteUser(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/users/${id}`, { method: "DELETE" });
}

import type { User } from "@common/api-types.ts";
import type { UserUpdateInput } from "@common/schemas.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** An empty password keeps the old one; the username cannot change. */
export function updateUser(
  id: number,
  input: UserUpdateInput,
): Promise<User & { message: string }> {
  return apiRequest(`/api/users/${id}`, { method: "PUT", json: input });
}

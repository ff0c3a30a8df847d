import type { User, Versioned } from "@common/api-types.ts";
import type { UserUpdateInput } from "@common/schemas/users.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** An empty password keeps the old one; the username cannot change. */
export function updateUser(
  id: number,
  input: UserUpdateInput,
  /** The version the account was read at (issue 19). */
  versi?: number,
): Promise<User & Versioned & { message: string }> {
  return apiRequest(`/api/users/${id}`, { method: "PUT", json: input, versi });
}

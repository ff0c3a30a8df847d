import type { User } from "@common/api-types.ts";
import type { UserCreateInput } from "@common/schemas/users.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function createUser(input: UserCreateInput): Promise<User & { message: string }> {
  return apiRequest("/api/users", { method: "POST", json: input });
}

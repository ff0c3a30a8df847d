import type { User } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function getUsers(): Promise<User[]> {
  return apiRequest<User[]>("/api/users");
}

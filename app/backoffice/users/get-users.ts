import type { User, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function getUsers(): Promise<Array<User & Versioned>> {
  return apiRequest<Array<User & Versioned>>("/api/users");
}

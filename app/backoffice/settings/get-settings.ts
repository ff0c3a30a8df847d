import type { Settings } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function getSettings(): Promise<Settings> {
  return apiRequest<Settings>("/api/settings");
}

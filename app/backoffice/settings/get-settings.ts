import type { Settings, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function getSettings(): Promise<Settings & Versioned> {
  return apiRequest<Settings & Versioned>("/api/settings");
}

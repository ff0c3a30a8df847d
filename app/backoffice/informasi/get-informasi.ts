import type { Informasi, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** One article by id, read fresh before editing it. */
export function getInformasi(id: number): Promise<Informasi & Versioned> {
  return apiRequest<Informasi & Versioned>(`/api/informasi/${id}`);
}

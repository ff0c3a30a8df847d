import type { Kunjungan, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Opening hours, tickets and notes of the visit page, as stored. */
export function getKunjungan(): Promise<Kunjungan & Versioned> {
  return apiRequest<Kunjungan & Versioned>("/api/kunjungan");
}

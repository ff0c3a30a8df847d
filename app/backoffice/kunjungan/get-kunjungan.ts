import type { Kunjungan } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Opening hours, tickets and notes of the visit page, as stored. */
export function getKunjungan(): Promise<Kunjungan> {
  return apiRequest<Kunjungan>("/api/kunjungan");
}

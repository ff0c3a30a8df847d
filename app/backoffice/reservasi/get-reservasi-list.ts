import type { Reservasi } from "@common/api-types.ts";
import type { ReservasiStatus } from "@common/schemas/reservasi.schema.ts";
import { apiRequestPage } from "~/lib/api-client.ts";

/** One page of the group visit requests (of one status, or all), newest first, and their total. */
export function getReservasiPage(
  status: ReservasiStatus | undefined,
  page: number,
  limit: number,
): Promise<{ items: Reservasi[]; total: number }> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) query.set("status", status);
  return apiRequestPage<Reservasi>(`/api/reservasi?${query}`);
}

import type { Reservasi } from "@common/api-types.ts";
import type { ReservasiStatus } from "@common/schemas/reservasi.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";

export function updateReservasiStatus(
  id: number,
  status: ReservasiStatus,
): Promise<{ message: string; data: Reservasi }> {
  return apiRequest(`/api/reservasi/${id}`, { method: "PUT", json: { status } });
}

import type { Reservasi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Every group visit request, newest first (the server's order). */
export function getReservasiList(): Promise<Reservasi[]> {
  return apiRequest<Reservasi[]>("/api/reservasi");
}

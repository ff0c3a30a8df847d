import type { Dokumentasi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Every documentation item, newest first. */
export function getDokumentasiList(): Promise<Dokumentasi[]> {
  return apiRequest<Dokumentasi[]>("/api/dokumentasi");
}

import type { Informasi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Every information article, newest first. */
export function getInformasiList(): Promise<Informasi[]> {
  return apiRequest<Informasi[]>("/api/informasi");
}

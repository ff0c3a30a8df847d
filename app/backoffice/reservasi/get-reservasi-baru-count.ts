import { apiRequestPage } from "~/lib/api-client.ts";

/** How many group visit requests nobody has contacted yet: one row asked for, the total counted. */
export async function getReservasiBaruCount(): Promise<number> {
  return (await apiRequestPage("/api/reservasi?status=baru&limit=1")).total;
}

import { RESERVASI_STATUSES, type ReservasiStatus } from "@common/schemas/reservasi.schema.ts";
import { apiRequestPage } from "~/lib/api-client.ts";

export type ReservasiCounts = Record<ReservasiStatus, number>;

/** How many requests have each status: one row asked for per status, the total counted. */
export async function getReservasiCounts(): Promise<ReservasiCounts> {
  const totals = await Promise.all(
    RESERVASI_STATUSES.map(
      async (status) => (await apiRequestPage(`/api/reservasi?status=${status}&limit=1`)).total,
    ),
  );
  return Object.fromEntries(
    RESERVASI_STATUSES.map((status, i) => [status, totals[i] ?? 0]),
  ) as ReservasiCounts;
}

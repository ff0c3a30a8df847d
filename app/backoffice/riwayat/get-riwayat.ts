import type { RiwayatEntry } from "@common/api-types.ts";
import type { RiwayatJenis } from "@common/schemas/riwayat.schema.ts";
import { apiRequestPage } from "~/lib/api-client.ts";

export type RiwayatFilter = { pengguna: string; jenis: RiwayatJenis | "" };

/** GET /api/riwayat: one page of the change record, newest first, with the total count. */
export function getRiwayat(filter: RiwayatFilter, page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filter.pengguna.trim()) query.set("pengguna", filter.pengguna.trim());
  if (filter.jenis) query.set("jenis", filter.jenis);
  return apiRequestPage<RiwayatEntry>(`/api/riwayat?${query}`);
}

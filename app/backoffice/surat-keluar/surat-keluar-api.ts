import type { SuratKeluar } from "@common/api-types.ts";
import type { SuratKeluarStatus } from "@common/schemas/surat-keluar.schema.ts";
import { apiRequest, apiRequestPage } from "~/lib/api-client.ts";

/** GET /api/surat-keluar: one page of the outbox, newest first, with the total. */
export function getSuratKeluar(status: SuratKeluarStatus | "", page: number, limit: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) query.set("status", status);
  return apiRequestPage<SuratKeluar>(`/api/surat-keluar?${query}`);
}

export type OutboxSummary = {
  siap: boolean;
  antri: number;
  gagal: number;
  /** Waiting mails that already failed a try: being sent again, so far in vain. */
  tertunda?: number;
  /** Why the newest of them failed, in plain words. */
  alasan?: string;
};

/** GET /api/surat-keluar/ringkasan: can mail go out, and how much waits or failed. */
export function getOutboxSummary(): Promise<OutboxSummary> {
  return apiRequest<OutboxSummary>("/api/surat-keluar/ringkasan");
}

/** POST /api/surat-keluar/{id}/kirim-ulang */
export function sendAgain(id: number): Promise<{ message: string }> {
  // Every API write is JSON (decision 016), even one with nothing to say.
  return apiRequest(`/api/surat-keluar/${id}/kirim-ulang`, { method: "POST", json: {} });
}

import type { Agenda, AgendaKejadian } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type AgendaValues, agendaFormData } from "./agenda-form-data.ts";

/** Every agenda item, drafts included (a staff token). */
export function getAgendaItems(): Promise<Agenda[]> {
  return apiRequest<Agenda[]>("/api/agenda?bentuk=item");
}

/** The occurrences of published items from `dari` to `sampai` (inclusive). */
export function getKejadian(dari: string, sampai: string): Promise<AgendaKejadian[]> {
  return apiRequest<AgendaKejadian[]>(`/api/agenda?dari=${dari}&sampai=${sampai}`);
}

export function createAgenda(
  values: AgendaValues,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Agenda }> {
  const form = agendaFormData(values);
  return apiRequest("/api/agenda", { method: "POST", form, onUploadProgress });
}

/** No new picture keeps the stored one. */
export function updateAgenda(
  id: number,
  values: AgendaValues,
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: Agenda }> {
  const form = agendaFormData(values);
  return apiRequest(`/api/agenda/${id}`, { method: "PUT", form, onUploadProgress });
}

export function deleteAgenda(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/agenda/${id}`, { method: "DELETE" });
}

/** Staff's word on one occurrence: moved, confirmed or cancelled (others untouched). */
export function changeKejadian(
  id: number,
  tanggal: string,
  change: { tanggal_baru?: string | null; pasti?: boolean; dibatalkan?: boolean; yakin?: boolean },
): Promise<{ message: string; data: AgendaKejadian }> {
  return apiRequest(`/api/agenda/${id}/kejadian/${tanggal}`, { method: "PUT", json: change });
}

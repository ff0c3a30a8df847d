import { apiRequest } from "~/lib/api-client.ts";
import { readSession } from "~/lib/session.ts";

/** What the desk calls a thing staff edit (`informasi`, `teks`, `settings` …) and which one. */
export type DeskItem = { jenis: string; id: string | number };

/** Another person with the same form open, since when (an ISO moment). */
export type Editor = { nama: string; sejak: string };

/** The `id` of a thing there is only one of (the settings, the visit page). */
export const ONLY_ONE = 1;

/** A kept earlier version of an item. */
export type Revision = { id: number; waktu: string; pengguna: string; versi?: number };

/** "I still have this form open": answered with the others who have it open too. */
export async function pingPresence({ jenis, id }: DeskItem): Promise<Editor[]> {
  const answer = await apiRequest<{ lainnya?: Editor[] }>("/api/penyuntingan", {
    method: "POST",
    json: { jenis, id },
  });
  return Array.isArray(answer.lainnya) ? answer.lainnya : [];
}

/**
 * "I closed this form": the others stop seeing this person at their next heartbeat. `keepalive`,
 * so it still goes when the tab itself is being closed; a lost one ends in the 60 s of silence.
 */
export function leavePresence({ jenis, id }: DeskItem): void {
  const { token } = readSession();
  if (!token) return;
  void fetch("/api/penyuntingan", {
    method: "DELETE",
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ jenis, id }),
  }).catch(() => {});
}

/** The kept versions of an item, newest first. */
export function getRevisions({ jenis, id }: DeskItem): Promise<Revision[]> {
  const query = new URLSearchParams({ jenis, id: String(id) });
  return apiRequest<Revision[]>(`/api/revisi?${query}`);
}

/** One kept version of the item open, with what it held. */
export function getRevision(
  id: number,
  { jenis, id: itemId }: DeskItem,
): Promise<Revision & { data: Record<string, unknown> }> {
  const query = new URLSearchParams({ jenis, id: String(itemId) });
  return apiRequest(`/api/revisi/${id}?${query}`);
}

/**
 * Writes a kept version of the item open back as a new version; `versi` is the version the form
 * shows, so a colleague's save since then is a 409 rather than silently replaced.
 */
export function restoreRevision(
  id: number,
  { jenis, id: itemId }: DeskItem,
  versi: number | undefined,
): Promise<{ message?: string }> {
  return apiRequest(`/api/revisi/${id}/pulihkan`, {
    method: "POST",
    json: { jenis, id: itemId },
    versi,
  });
}

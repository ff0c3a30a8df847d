import type { Sesi } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** GET /api/akun/sesi: where the signed-in person is signed in. */
export function getSessions(): Promise<Sesi[]> {
  return apiRequest<Sesi[]>("/api/akun/sesi");
}

/** DELETE /api/akun/sesi/{id}: ends one session (its token is refused from now on). */
export function endSession(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/akun/sesi/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST /api/akun/sesi/akhiri-lainnya: ends every session but this one. */
export function endOtherSessions(): Promise<{ message: string; jumlah: number }> {
  return apiRequest("/api/akun/sesi/akhiri-lainnya", { method: "POST", json: {} });
}

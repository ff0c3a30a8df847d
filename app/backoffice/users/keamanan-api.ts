import type { Settings } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** Saves `Wajib_2FA` alone (settings left out keep their values). */
export function saveWajib2fa(on: boolean): Promise<{ message: string; data?: Settings }> {
  const form = new FormData();
  form.append("Wajib_2FA", on ? "ya" : "");
  return apiRequest("/api/settings/update", { method: "POST", form });
}

/** POST /api/users/{id}/hapus-2fa, confirmed with the admin's own password. */
export function removeSecondStep(userId: number, password: string) {
  return apiRequest<{ message: string }>(`/api/users/${userId}/hapus-2fa`, {
    method: "POST",
    json: { password },
    fieldRefusals: true,
  });
}

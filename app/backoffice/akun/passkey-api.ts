import type { Passkey } from "@common/api-types.ts";
import { startRegistration } from "@simplewebauthn/browser";
import { apiRequest } from "~/lib/api-client.ts";

/** GET /api/akun/passkey: one's own passkeys. */
export function getPasskeys(): Promise<Passkey[]> {
  return apiRequest<Passkey[]>("/api/akun/passkey");
}

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

/**
 * Adds a passkey: a challenge from POST /api/akun/passkey/mulai, a new key made on the device
 * (which asks for the person's PIN or fingerprint), kept by POST /api/akun/passkey under `nama`.
 */
export async function addPasskey(nama: string): Promise<{ message: string; data: Passkey }> {
  const optionsJSON = await apiRequest<CreationOptions>("/api/akun/passkey/mulai", {
    method: "POST",
    json: {},
  });
  const respons = await startRegistration({ optionsJSON });
  return apiRequest("/api/akun/passkey", { method: "POST", json: { nama, respons } });
}

/** DELETE /api/akun/passkey/{id}: it no longer signs in. */
export function removePasskey(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/akun/passkey/${encodeURIComponent(id)}`, { method: "DELETE" });
}

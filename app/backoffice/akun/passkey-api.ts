import type { Passkey } from "@common/api-types.ts";
import { startRegistration } from "@simplewebauthn/browser";
import { apiRequest } from "~/lib/api-client.ts";
import type { Proof } from "./proof.ts";

/** GET /api/akun/passkey: one's own passkeys. */
export function getPasskeys(): Promise<Passkey[]> {
  return apiRequest<Passkey[]>("/api/akun/passkey");
}

type CreationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

/**
 * Adds a passkey: a challenge from POST /api/akun/passkey/mulai, a new key made on the device
 * (which asks for the person's PIN or fingerprint), kept by POST /api/akun/passkey under `nama`.
 */
export async function addPasskey(
  nama: string,
  proof: Proof,
): Promise<{ message: string; data: Passkey }> {
  const optionsJSON = await apiRequest<CreationOptions>("/api/akun/passkey/mulai", {
    method: "POST",
    json: proof,
    fieldRefusals: true,
  });
  const respons = await startRegistration({ optionsJSON });
  return apiRequest("/api/akun/passkey", { method: "POST", json: { nama, respons } });
}

/** DELETE /api/akun/passkey/{id}: it no longer signs in. */
export function removePasskey(id: string, proof: Proof): Promise<{ message: string }> {
  return apiRequest(`/api/akun/passkey/${encodeURIComponent(id)}`, {
    method: "DELETE",
    json: proof,
    fieldRefusals: true,
  });
}

/** GET /api/akun/passkey/tinjauan: whether a reset or an admin asked to review the passkeys. */
export function getPasskeyReview(): Promise<{ perlu_ditinjau: boolean }> {
  return apiRequest("/api/akun/passkey/tinjauan");
}

/** POST /api/akun/passkey/tinjauan: the person reviewed them. */
export function finishPasskeyReview(): Promise<{ message: string }> {
  return apiRequest("/api/akun/passkey/tinjauan", { method: "POST", json: {} });
}

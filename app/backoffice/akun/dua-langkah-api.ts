import type { DuaLangkahMulai, DuaLangkahStatus } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import type { Proof } from "./proof.ts";

export function getDuaLangkah(): Promise<DuaLangkahStatus> {
  return apiRequest<DuaLangkahStatus>("/api/akun/2fa");
}

/** POST /api/akun/2fa/mulai: a new secret to scan (not on until confirmed). */
export function startDuaLangkah(proof: Proof): Promise<DuaLangkahMulai> {
  return apiRequest<DuaLangkahMulai>("/api/akun/2fa/mulai", {
    method: "POST",
    json: proof,
    fieldRefusals: true,
  });
}

/**
 * POST /api/akun/2fa/aktifkan: confirms with one code and the password given at the start;
 * answers the ten recovery codes, once.
 */
export function confirmDuaLangkah(kode: string, password: string) {
  return apiRequest<{ message: string; kode_cadangan: string[] }>("/api/akun/2fa/aktifkan", {
    method: "POST",
    json: { kode, password },
    fieldRefusals: true,
  });
}

/** POST /api/akun/2fa/nonaktifkan: a wrong password or code is said beside its field. */
export function disableDuaLangkah(password: string, kode: string) {
  return apiRequest<{ message: string }>("/api/akun/2fa/nonaktifkan", {
    method: "POST",
    json: { password, kode },
    fieldRefusals: true,
  });
}

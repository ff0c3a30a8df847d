import type { Kunjungan, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type KunjunganValues, kunjunganInput } from "./kunjungan-values.ts";

/** PUT /api/kunjungan (admin): the whole visit page at once, as JSON. */
export function saveKunjungan(
  values: KunjunganValues,
  _onUploadProgress?: unknown,
  /** The version the page was read at (issue 19). */
  versi?: number,
): Promise<{ message: string; data: Kunjungan & Versioned }> {
  return apiRequest("/api/kunjungan", { method: "PUT", json: kunjunganInput(values), versi });
}

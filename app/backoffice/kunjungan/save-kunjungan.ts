import type { Kunjungan } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";
import { type KunjunganValues, kunjunganInput } from "./kunjungan-values.ts";

/** PUT /api/kunjungan (admin): the whole visit page at once, as JSON. */
export function saveKunjungan(
  values: KunjunganValues,
): Promise<{ message: string; data: Kunjungan }> {
  return apiRequest("/api/kunjungan", { method: "PUT", json: kunjunganInput(values) });
}

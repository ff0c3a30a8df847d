import type { User } from "@common/api-types.ts";
import type { OwnMailSettingsInput } from "@common/schemas/users.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";
import type { Proof } from "./proof.ts";

/** GET /api/akun: the signed-in person's own account. */
export function getOwnAccount(): Promise<User> {
  return apiRequest<User>("/api/akun");
}

/** PUT /api/akun/email, confirmed with the password (and code). */
export function saveMailSettings(input: OwnMailSettingsInput, proof: Proof) {
  return apiRequest<{ message: string; data: User }>("/api/akun/email", {
    method: "PUT",
    json: { ...input, ...proof },
    fieldRefusals: true,
  });
}

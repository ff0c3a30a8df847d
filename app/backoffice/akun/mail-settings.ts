import type { User } from "@common/api-types.ts";
import type { OwnMailSettingsInput } from "@common/schemas/users.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** GET /api/akun: the signed-in person's own account. */
export function getOwnAccount(): Promise<User> {
  return apiRequest<User>("/api/akun");
}

/** PUT /api/akun/email */
export function saveMailSettings(input: OwnMailSettingsInput) {
  return apiRequest<{ message: string; data: User }>("/api/akun/email", {
    method: "PUT",
    json: input,
    fieldRefusals: true,
  });
}

import type { LoginResponse } from "@common/api-types.ts";
import type { OwnPasswordInput } from "@common/schemas/users.schema.ts";
import { apiRequest } from "~/lib/api-client.ts";

/**
 * POST /api/akun/password. A 401 naming `password_lama` is a wrong old password (the session
 * goes on); the answer carries a fresh token, since every earlier one has just ended.
 */
export function changePassword(input: OwnPasswordInput) {
  return apiRequest<LoginResponse & { message: string }>("/api/akun/password", {
    method: "POST",
    json: input,
    fieldRefusals: true,
  });
}

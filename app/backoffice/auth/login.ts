import type { LoginResponse } from "@common/api-types.ts";
import { ApiRequestError, apiRequest } from "~/lib/api-client.ts";

/** POST /api/login: a 401 here means wrong credentials, not an ended session. */
export async function login(username: string, password: string): Promise<LoginResponse> {
  try {
    return await apiRequest<LoginResponse>("/api/login", {
      method: "POST",
      json: { username, password },
      auth: false,
    });
  } catch (error) {
    // It refused what was typed: the form tells why (no session had ended).
    if (error instanceof ApiRequestError) error.refusal = true;
    throw error;
  }
}

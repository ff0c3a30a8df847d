import type { LoginResponse } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** POST /api/login: a 401 here means wrong credentials, not an ended session. */
export function login(username: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>("/api/login", {
    method: "POST",
    json: { username, password },
    auth: false,
  });
}

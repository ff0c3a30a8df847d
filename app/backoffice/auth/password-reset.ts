import { apiRequest } from "~/lib/api-client.ts";

/** POST /api/auth/lupa-password: the same answer whatever name was typed. */
export function askResetLink(username: string): Promise<{ message: string }> {
  return apiRequest("/api/auth/lupa-password", {
    method: "POST",
    json: { username },
    auth: false,
  });
}

/** POST /api/auth/atur-ulang-password with the link's token. */
export function setNewPassword(token: string, password_baru: string): Promise<{ message: string }> {
  return apiRequest("/api/auth/atur-ulang-password", {
    method: "POST",
    json: { token, password_baru },
    auth: false,
  });
}

import { type APIRequestContext, expect } from "@playwright/test";

/** Shortcuts through the API for e2e set-up: a test's own data, made without the screens. */

let counter = 0;
/** A title no other test uses, so tests never depend on each other's data. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${(++counter).toString(36)}`;

export async function apiLogin(
  request: APIRequestContext,
  baseUrl: string,
  username: string,
  password: string,
) {
  const res = await request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; role: "admin" | "editor"; username: string };
}

/** Creates a user through the API with an admin token; answers its id and password. */
export async function createUser(
  request: APIRequestContext,
  baseUrl: string,
  adminToken: string,
  role: "admin" | "editor",
  name = "Pengguna Uji",
) {
  const username = `u${Date.now().toString(36)}${(++counter).toString(36)}`;
  const password = "rahasia-uji-123";
  const res = await request.post(`${baseUrl}/api/users`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name, username, password, role },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: number };
  return { id: body.id, username, password, name };
}

import { E2E_ADMIN } from "../support/server-process.ts";
import {
  apiLogin,
  createUser,
  expect,
  failedRequest,
  storedSession,
  test,
  unique,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (payload: unknown) =>
  `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}.dGFuZGEtdGFuZ2Fu`;

async function storeRaw(page: import("@playwright/test").Page, token: string, role: string) {
  await page.goto("/");
  await page.evaluate(
    ([t, r]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("role", r);
      localStorage.setItem("username", "siapa");
    },
    [token, role],
  );
}

test("a visitor without a token is sent home from admin and editor pages", async ({ page }) => {
  for (const path of [
    "/admin/dashboard",
    "/admin/user",
    "/editor/dashboard",
    "/editor/informasi",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("a garbage token is removed and the browser goes to /login", async ({ page }) => {
  await storeRaw(page, "ini-bukan-token", "admin");
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});

test("an expired token is removed and the browser goes to /login", async ({ page }) => {
  const expired = jwt({
    sub: 1,
    role: "editor",
    username: "siapa",
    exp: Math.floor(Date.now() / 1000) - 60,
  });
  await storeRaw(page, expired, "editor");
  await page.goto("/editor/dokumentasi");
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});

test("an editor at an admin page is sent to the editor dashboard", async ({ page, loginAs }) => {
  await loginAs("editor");
  await page.goto("/admin/user");
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat Datang, Editor" })).toBeVisible();
});

test("an admin at an editor page is sent to the admin dashboard", async ({ page, loginAs }) => {
  await loginAs("admin");
  await page.goto("/editor/informasi");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Selamat Datang, Admin" })).toBeVisible();
});

test("the server never renders back-office data: /admin/user arrives as a loading screen", async ({
  request,
  server,
}) => {
  const res = await request.get(`${server.url}/admin/user`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("Memuat...");
  expect(html).not.toContain("Administrator");
  expect(html).not.toContain("<table");
});

test("an admin whose account is deleted mid-session is sent to /login by the next API call", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const other = await createUser(request, server.url, admin.token, "admin", "Admin Sementara");
  const session = await apiLogin(request, server.url, other.username, other.password);
  await storeRaw(page, session.token, "admin");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Selamat Datang, Admin" })).toBeVisible();
  // The dashboard's own reads (new requests, mail) done: the next API call is the one the story
  // is about. (One still in flight when the account goes would meet its 401 while the Users
  // screen's guard runs, which then finds no session and goes home instead.)
  await page.waitForLoadState("networkidle");

  const removed = await request.delete(`${server.url}/api/users/${other.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(removed.status()).toBe(200);

  await page.getByRole("link", { name: "Users" }).first().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});

test("an editor whose account is deleted mid-session is sent to /login when saving", async ({
  page,
  request,
  server,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  const editor = await loginAs("editor");
  await page.goto("/editor/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await form.getByLabel("Judul").fill(unique("Kegiatan terakhir"));

  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const users = (await (
    await request.get(`${server.url}/api/users`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json()) as Array<{ id: number; username: string }>;
  const id = users.find((u) => u.username === editor.username)?.id;
  await request.delete(`${server.url}/api/users/${id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });

  await form.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});

test("an admin demoted to editor mid-session is sent to /login by the next action, unsaved form or not", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(403));
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const other = await createUser(request, server.url, admin.token, "admin", "Admin Kedua");
  const session = await apiLogin(request, server.url, other.username, other.password);
  await storeRaw(page, session.token, "admin");
  await page.goto("/admin/user");
  await expect(page.getByRole("row").filter({ hasText: other.username })).toBeVisible();

  const demoted = await request.put(`${server.url}/api/users/${other.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: other.name, role: "editor" },
  });
  expect(demoted.status()).toBe(200);

  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  await form.getByLabel("Nama").fill("Tidak akan tersimpan");
  await form.getByLabel("Username").fill(`u${Date.now().toString(36)}`);
  await form.getByLabel("Password").fill("sandi-rahasia-9");
  await form.getByLabel("Role").selectOption("editor");
  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
});

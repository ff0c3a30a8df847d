import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../support/server-process.ts";
import {
  apiLogin,
  createUser,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  test,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A fresh admin with an authenticator enrolled through the API; answers a token and the secret. */
async function adminWithSecondStep(request: APIRequestContext, url: string) {
  const first = await apiLogin(request, url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, url, first.token, "admin", "Admin Keamanan");
  const { token } = await apiLogin(request, url, admin.username, admin.password);
  const headers = { authorization: `Bearer ${token}` };
  const started = await (
    await request.post(`${url}/api/akun/2fa/mulai`, { headers, data: { password: admin.password } })
  ).json();
  const on = await request.post(`${url}/api/akun/2fa/aktifkan`, {
    headers,
    data: { kode: codeFor(started.secret), password: admin.password },
  });
  expect(on.status()).toBe(200);
  return { ...admin, token, secret: started.secret as string };
}

async function signIn(page: Page, username: string, password: string, secret?: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  if (secret) {
    await page.getByLabel("Kode verifikasi").fill(codeFor(secret, 1));
    await page.getByRole("button", { name: "Verifikasi" }).click();
  }
}

test("An admin makes two-step sign-in compulsory: another admin is led to enrol first", async ({
  page,
  browser,
  request,
  server,
}) => {
  const owner = await adminWithSecondStep(request, server.url);
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const other = await createUser(request, server.url, first.token, "admin", "Admin Baru");
  try {
    await signIn(page, owner.username, owner.password, owner.secret);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/admin/user");
    const panel = page.getByRole("region", { name: "Keamanan akun" });
    const rule = panel.getByRole("checkbox", {
      name: /Wajibkan verifikasi dua langkah untuk semua admin/,
    });
    await expect(rule).not.toBeChecked();
    await rule.check();
    await expect(panel.getByRole("status")).toHaveText("Data berhasil disimpan!");
    await expect(rule).toBeChecked();

    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signIn(otherPage, other.username, other.password);
    await expect(otherPage).toHaveURL(/\/admin\/akun$/);
    await expect(otherPage.getByText("Admin wajib memakai verifikasi dua langkah")).toBeVisible();
    // Anything else leads back here.
    await otherPage.goto("/admin/user");
    await expect(otherPage).toHaveURL(/\/admin\/akun$/);
    await otherContext.close();
  } finally {
    const off = await request.post(`${server.url}/api/settings/update`, {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: { Wajib_2FA: "" },
    });
    expect(off.status()).toBe(200);
  }
});

test("An admin removes the second step of a user who lost their phone", async ({
  page,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  const owner = await adminWithSecondStep(request, server.url);
  const lost = await adminWithSecondStep(request, server.url);
  await signIn(page, owner.username, owner.password, owner.secret);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openSidebarIfCollapsed(page);
  await page.getByRole("link", { name: "Users", exact: true }).click();
  const panel = page.getByRole("region", { name: "Keamanan akun" });
  await panel.getByLabel("User").selectOption({ label: `${lost.name} (${lost.username})` });
  await panel.getByLabel(/^Password Anda/).fill("bukan-sandi-saya");
  await panel.getByRole("button", { name: "Hapus verifikasi dua langkah" }).click();
  await expect(panel.getByLabel(/^Password Anda/)).toHaveAccessibleDescription("Password salah");
  await panel.getByLabel(/^Password Anda/).fill(owner.password);
  await panel.getByRole("button", { name: "Hapus verifikasi dua langkah" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "Verifikasi dua langkah user berhasil dihapus",
  );

  // The user signs in with the password alone now.
  const res = await request.post(`${server.url}/api/login`, {
    data: { username: lost.username, password: lost.password },
  });
  expect(await res.json()).toMatchObject({ token: expect.any(String) });
});

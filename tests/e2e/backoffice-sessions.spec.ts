import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../support/server-process.ts";
import {
  apiLogin,
  createUser,
  expect,
  openSidebarIfCollapsed,
  storedSession,
  test,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function signInOnScreen(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("An admin ends a session on another browser, which is sent to the login page on its next action", async ({
  page,
  browser,
  request,
  server,
  axe,
}) => {
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, server.url, first.token, "admin", "Admin Sesi");

  // The other browser: a phone, signed in as the same admin.
  const phoneContext = await browser.newContext({ userAgent: PHONE_UA });
  const phone = await phoneContext.newPage();
  await signInOnScreen(phone, admin.username, admin.password);

  await signInOnScreen(page, admin.username, admin.password);
  // In the top bar, on a phone too.
  await page.getByRole("link", { name: "Akun Saya" }).click();
  await expect(page).toHaveURL(/\/admin\/akun$/);
  const list = page.getByRole("region", { name: "Sesi aktif" });
  const sessions = list.getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  const here = sessions.filter({ hasText: "Sesi ini" });
  await expect(here).toHaveCount(1);
  await expect(here.getByRole("button", { name: "Akhiri sesi" })).toHaveCount(0);
  const phoneItem = list.getByRole("listitem", { name: "Chrome 131 di Android (ponsel)" });
  await expect(phoneItem).toContainText("Alamat: 127.0.0.1");
  await expect(phoneItem).toContainText("WIB");
  expect(await axe()).toEqual([]);

  await phoneItem.getByRole("button", { name: "Akhiri sesi" }).click();
  await expect(list.getByRole("status")).toHaveText("Sesi berhasil diakhiri");
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText("Sesi ini");

  // The phone's next action finds its session over and goes to the login page.
  await openSidebarIfCollapsed(phone);
  await phone.getByRole("link", { name: "Users", exact: true }).click();
  await expect(phone).toHaveURL(/\/login/);
  expect(await storedSession(phone)).toEqual({ token: null, role: null, username: null });
  await phoneContext.close();

  // This browser goes on; signing out ends its session on the server too.
  const { token } = await storedSession(page);
  const before = await request.get(`${server.url}/api/akun/sesi`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);
  await openSidebarIfCollapsed(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () =>
      (
        await request.get(`${server.url}/api/akun/sesi`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401);
});

test("Ending all other sessions keeps this one", async ({ page, request, server }) => {
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, server.url, first.token, "admin", "Admin Semua Sesi");
  const others = [
    await apiLogin(request, server.url, admin.username, admin.password),
    await apiLogin(request, server.url, admin.username, admin.password),
  ];
  await signInOnScreen(page, admin.username, admin.password);
  await page.goto("/admin/akun");
  const list = page.getByRole("region", { name: "Sesi aktif" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await list.getByRole("button", { name: "Akhiri semua sesi lain" }).click();
  await expect(list.getByRole("status")).toHaveText("Semua sesi lain berhasil diakhiri");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("button", { name: "Akhiri semua sesi lain" })).toHaveCount(0);
  for (const other of others) {
    const res = await request.get(`${server.url}/api/akun/sesi`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.status()).toBe(401);
  }
});

test("Turning on two-step sign-in ends the session on the other browser", async ({
  page,
  browser,
  request,
  server,
}) => {
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, server.url, first.token, "admin", "Admin Dua Sesi");
  const phoneContext = await browser.newContext({ userAgent: PHONE_UA });
  const phone = await phoneContext.newPage();
  await signInOnScreen(phone, admin.username, admin.password);

  await signInOnScreen(page, admin.username, admin.password);
  await page.goto("/admin/akun");
  await expect(page.getByRole("region", { name: "Sesi aktif" }).getByRole("listitem")).toHaveCount(
    2,
  );
  const panel = page.getByRole("region", { name: "Verifikasi dua langkah" });
  await panel.getByRole("button", { name: "Aktifkan verifikasi dua langkah" }).click();
  const confirm = page.getByRole("dialog", { name: "Aktifkan verifikasi dua langkah" });
  await confirm.getByLabel(/^Password Anda/).fill(admin.password);
  await confirm.getByRole("button", { name: "Lanjutkan" }).click();
  const secret = (await panel.getByTestId("kunci-rahasia").textContent()) ?? "";
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await panel.getByLabel(/^Kode dari aplikasi/).fill(code);
  await panel.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(panel.getByRole("status")).toHaveText("Verifikasi dua langkah berhasil diaktifkan");

  // A session a thief may hold does not outlive the new second step.
  await openSidebarIfCollapsed(phone);
  await phone.getByRole("link", { name: "Users", exact: true }).click();
  await expect(phone).toHaveURL(/\/login/);
  await phoneContext.close();
  await page.reload();
  await expect(page.getByRole("region", { name: "Sesi aktif" }).getByRole("listitem")).toHaveCount(
    1,
  );
});

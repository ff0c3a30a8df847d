import type { Page } from "@playwright/test";
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

/** What the authenticator app shows now (or `steps` periods later), computed from the secret. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function enterPassword(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function logout(page: Page) {
  await openSidebarIfCollapsed(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("An admin enrols an authenticator app, then signs in with password and code, then with a recovery code", async ({
  page,
  request,
  server,
  axe,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401), failedRequest(403));
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, server.url, first.token, "admin", "Admin Dua Langkah");

  await enterPassword(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // In the top bar, on a phone too.
  await page.getByRole("link", { name: "Akun Saya" }).click();
  const panel = page.getByRole("region", { name: "Verifikasi dua langkah" });
  await expect(panel).toContainText("Belum aktif");
  await panel.getByRole("button", { name: "Aktifkan verifikasi dua langkah" }).click();
  // A stolen session alone cannot put a thief's app on the account: the password is asked.
  const confirm = page.getByRole("dialog", { name: "Aktifkan verifikasi dua langkah" });
  const password = confirm.getByLabel(/^Password Anda/);
  await password.fill("bukan-sandi-saya");
  await confirm.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(password).toHaveAccessibleDescription("Password salah");
  await expect(password).toHaveValue("bukan-sandi-saya");
  await password.fill(admin.password);
  await confirm.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    panel.getByRole("img", { name: "Kode QR untuk aplikasi autentikator" }),
  ).toBeVisible();
  await expect(panel.locator("svg")).toBeVisible();
  expect(await axe()).toEqual([]);
  const secret = (await panel.getByTestId("kunci-rahasia").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A code typed the way the app shows it, with a space.
  const code = codeFor(secret);
  await panel.getByLabel(/^Kode dari aplikasi/).fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await panel.getByRole("button", { name: "Konfirmasi" }).click();
  await expect(panel.getByRole("status")).toHaveText("Verifikasi dua langkah berhasil diaktifkan");
  const codes = await panel
    .getByRole("list", { name: "Kode cadangan" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await panel.getByRole("button", { name: "Sudah saya simpan" }).click();
  await expect(panel).toContainText("Sisa kode cadangan: 10");
  await expect(panel.getByRole("list", { name: "Kode cadangan" })).toHaveCount(0);
  await logout(page);

  // Password, then a wrong code, then the app's next code.
  await enterPassword(page, admin.username, admin.password);
  await expect(page.getByText("Akun ini memakai verifikasi dua langkah")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const wrong = codeFor(secret, 1) === "000000" ? "111111" : "000000";
  await page.getByLabel("Kode verifikasi").fill(wrong);
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page.getByRole("alert")).toHaveText("Kode verifikasi salah atau sudah dipakai");
  await page.getByLabel("Kode verifikasi").fill(codeFor(secret, 1));
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logout(page);

  // Without the phone: a recovery code, once.
  await enterPassword(page, admin.username, admin.password);
  await page.getByLabel("Kode verifikasi").fill(codes[0]);
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/akun");
  await expect(page.getByRole("region", { name: "Verifikasi dua langkah" })).toContainText(
    "Sisa kode cadangan: 9",
  );

  // With two-step sign-in on, a new address (where reset links go) asks for a code as well.
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin2fa@keraton.example");
  await page.getByRole("button", { name: "Simpan pengaturan email" }).click();
  const mailConfirm = page.getByRole("dialog", { name: "Simpan pengaturan email" });
  await mailConfirm.getByLabel(/^Password Anda/).fill(admin.password);
  await mailConfirm.getByLabel(/^Kode verifikasi/).fill(codes[1]);
  await mailConfirm.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("Pengaturan email berhasil disimpan");
});

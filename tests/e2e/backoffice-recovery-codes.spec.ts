// Issue 29, item 20: a staff member turning on two-step sign-in gets the phone's number keyboard
// for the code, and can copy or download the recovery codes shown once.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../support/server-process.ts";
import { apiLogin, createUser, expect, failedRequest, test } from "./backoffice-support.ts";

test.use({ seed: "none" });

const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

async function enterPassword(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("An admin turning on two-step sign-in types the code on a number keyboard and keeps the recovery codes by copying and downloading them", async ({
  page,
  context,
  request,
  server,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(401));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const first = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const admin = await createUser(request, server.url, first.token, "admin", "Admin Kode");
  await enterPassword(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/akun");
  const panel = page.getByRole("region", { name: "Verifikasi dua langkah" });
  await panel.getByRole("button", { name: "Aktifkan verifikasi dua langkah" }).click();
  // The password proves the person before an authenticator is put on the account.
  const confirm = page.getByRole("dialog", { name: "Aktifkan verifikasi dua langkah" });
  await confirm.getByLabel(/^Password Anda/).fill(admin.password);
  await confirm.getByRole("button", { name: "Lanjutkan" }).click();
  await expect(confirm).toBeHidden();
  const field = panel.getByLabel(/^Kode dari aplikasi/);
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  const secret = (await panel.getByTestId("kunci-rahasia").textContent()) ?? "";
  await field.fill(codeNow(secret));
  await panel.getByRole("button", { name: "Konfirmasi" }).click();
  const list = panel.getByRole("list", { name: "Kode cadangan" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();

  await panel.getByRole("button", { name: "Salin" }).click();
  await expect(panel.getByText("Kode cadangan disalin.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n").filter(Boolean)).toEqual(codes);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Unduh" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kode-cadangan.*\.txt$/);
  const file = await readFile((await download.path()) ?? "", "utf8");
  for (const code of codes) expect(file).toContain(code);
  await panel.getByRole("button", { name: "Sudah saya simpan" }).click();

  // At sign-in the code field opens the number keyboard; a recovery code can be typed too.
  await page.evaluate(() => localStorage.clear());
  await enterPassword(page, admin.username, admin.password);
  const loginCode = page.getByLabel("Kode verifikasi");
  await expect(loginCode).toHaveAttribute("inputmode", "numeric");
  await expect(loginCode).toHaveAttribute("autocomplete", "one-time-code");
  await page.getByRole("button", { name: "Pakai kode cadangan" }).click();
  await expect(loginCode).toHaveAttribute("inputmode", "text");
  await loginCode.fill(codes[0]);
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

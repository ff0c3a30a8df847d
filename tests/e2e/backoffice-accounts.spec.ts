import type { APIRequestContext } from "@playwright/test";
import {
  acknowledge,
  apiLogin,
  createUser,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  storedSession,
  test,
  unique,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

async function addInformasi(
  request: APIRequestContext,
  baseUrl: string,
  token: string,
  judul: string,
) {
  const res = await request.post(`${baseUrl}/api/informasi`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { judul, tanggal: "2026-03-01", deskripsi: "<p>Isi</p>" },
  });
  expect(res.status()).toBe(201);
}

test("An admin reads who changed what in Riwayat Perubahan", async ({
  page,
  request,
  server,
  loginAs,
  axe,
}) => {
  const admin = await loginAs("admin");
  const editor = await createUser(request, server.url, admin.token, "editor", "Juru Tulis");
  // One failed login, one login, then 21 new articles by the editor.
  await request.post(`${server.url}/api/login`, {
    data: { username: editor.username, password: "bukan-sandinya" },
  });
  const session = await apiLogin(request, server.url, editor.username, editor.password);
  const prefix = unique("Riwayat");
  for (let i = 1; i <= 21; i++) {
    await addInformasi(request, server.url, session.token, `${prefix} ${i}`);
  }

  await page.goto("/admin/dashboard");
  await openSidebarIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: "Riwayat Perubahan" })
    .click();
  await expect(page.getByRole("heading", { name: "Riwayat Perubahan", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Riwayat perubahan" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  expect(await axe()).toEqual([]);

  await page.getByLabel("Pengguna").fill(editor.username);
  await page.getByLabel("Jenis").selectOption({ label: "Informasi" });
  await page.getByRole("button", { name: "Terapkan" }).click();
  const paging = page.getByRole("navigation", { name: "Halaman riwayat perubahan" });
  await expect(paging).toContainText("Menampilkan 1–20 dari 21");
  // Newest first, with Indonesian labels and Jakarta time.
  const first = table.getByRole("row").filter({ hasText: `${prefix} 21` });
  await expect(first).toContainText("Menambah");
  await expect(first).toContainText("Informasi");
  await expect(first).toContainText(editor.username);
  await expect(first).toContainText("WIB");

  await paging.getByRole("button", { name: "Berikutnya" }).click();
  await expect(paging).toContainText("Menampilkan 21–21 dari 21");
  // The summary follows the rows on screen: by now page 2 shows the oldest article alone.
  const rows = table.locator("tbody").getByRole("row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix} 1`);
  await expect(rows.first()).toContainText("21");

  // The logins: kind "User", the failed one labelled as such; never a password.
  await page.getByLabel("Jenis").selectOption({ label: "User" });
  await page.getByRole("button", { name: "Terapkan" }).click();
  await expect(paging).toContainText("dari 2");
  await expect(table.getByRole("row").nth(1)).toContainText("Login");
  await expect(table.getByRole("row").nth(2)).toContainText("Login gagal");
  await expect(table).not.toContainText("bukan-sandinya");
  await expect(table).not.toContainText(editor.password);
});

test("the editor has no Riwayat Perubahan", async ({ page, loginAs }) => {
  await loginAs("editor");
  await page.goto("/admin/riwayat");
  await expect(page).toHaveURL(/\/editor\/dashboard$/);
  await expect(page.getByRole("link", { name: "Riwayat Perubahan" })).toHaveCount(0);
});

test("An editor changes their own password", async ({
  page,
  request,
  server,
  loginAs,
  axe,
  allowConsoleErrors,
}) => {
  // The wrong old password on purpose: a 401 and the form's console line.
  allowConsoleErrors(failedRequest(401), /^Gagal mengubah password:/);
  const editor = await loginAs("editor");
  const before = await storedSession(page);
  await page.goto("/editor/dashboard");
  await page.getByRole("link", { name: "Akun Saya" }).click();
  await expect(page).toHaveURL(/\/editor\/akun$/);
  await expect(page.getByRole("heading", { name: "Akun Saya", level: 1 })).toBeVisible();
  await expect(page.getByText(`Akun: ${editor.username}`)).toBeVisible();
  expect(await axe()).toEqual([]);

  // A wrong old password is said beside the field; the session goes on.
  await page.getByLabel(/^Password lama/).fill("bukan-sandi-lama");
  await page.getByLabel(/^Password baru/).fill("sandi-baru-123");
  await page.getByLabel(/^Ulangi password baru/).fill("sandi-baru-12");
  await page.getByRole("button", { name: "Ubah password" }).click();
  await expect(page.getByText("Konfirmasi password tidak sama dengan password baru")).toBeVisible();
  await page.getByLabel(/^Ulangi password baru/).fill("sandi-baru-123");
  await page.getByRole("button", { name: "Ubah password" }).click();
  await expect(page.getByLabel(/^Password lama/)).toHaveAccessibleDescription(
    "Password lama salah",
  );
  await expect(page).toHaveURL(/\/editor\/akun$/);
  expect((await storedSession(page)).token).toBe(before.token);

  await page.getByLabel(/^Password lama/).fill(editor.password);
  await page.getByRole("button", { name: "Ubah password" }).click();
  await acknowledge(page, "Berhasil", "Password berhasil diubah");
  await expect(page.getByLabel(/^Password lama/)).toHaveValue("");

  // The old token has ended; the fresh one keeps this session going.
  const after = await storedSession(page);
  expect(after.token).not.toBe(before.token);
  const oldOwn = await request.post(`${server.url}/api/akun/password`, {
    headers: { authorization: `Bearer ${before.token}` },
    data: { password_lama: "sandi-baru-123", password_baru: "sandi-lain-456" },
  });
  expect(oldOwn.status()).toBe(401);
  await page.goto("/editor/informasi");
  await expect(page.getByRole("heading", { name: "Informasi", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Daftar informasi" })).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/informasi$/);
  await apiLogin(request, server.url, editor.username, "sandi-baru-123");
});

test("the admin's user form shows whose account is open", async ({
  page,
  request,
  server,
  loginAs,
}) => {
  const admin = await loginAs("admin");
  const other = await createUser(request, server.url, admin.token, "editor", unique("Nyi"));
  await page.goto("/admin/user");
  await page.getByLabel("Cari").fill(other.username);
  const row = page.getByRole("row").filter({ hasText: other.username });
  await row.getByRole("button", { name: /Edit/ }).click();
  const form = page.getByRole("dialog", { name: "Edit User" });
  await expect(form.getByText(`Akun: ${other.username}`)).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveCount(0);
});

import { expect, test } from "@playwright/test";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";
import { startServerWithMail } from "../support/server-with-mail.ts";
import type { TestSmtpServer } from "../support/smtp-test-server.ts";
import { apiLogin, createUser } from "./api-helpers.ts";

let smtp: TestSmtpServer;
let server: RunningServer;
let stop: () => Promise<void>;

test.beforeAll(async () => {
  ({ server, smtp, stop } = await startServerWithMail());
});

test.afterAll(() => stop?.());

test("an editor who forgot her password sets a new one from the login page", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, server.url, E2E_ADMIN.username, E2E_ADMIN.password);
  const editor = await createUser(request, server.url, admin.token, "editor", "Sari");
  const signedIn = await apiLogin(request, server.url, editor.username, editor.password);
  await request.put(`${server.url}/api/akun/email`, {
    headers: { authorization: `Bearer ${signedIn.token}` },
    data: { email: "sari@keraton.example", notifikasi: false, password: editor.password },
  });

  await page.goto(`${server.url}/login`);
  await page.getByRole("link", { name: "Lupa password?" }).click();
  await expect(page.getByRole("heading", { name: "Lupa Password" })).toBeVisible();
  await page.getByLabel("Nama pengguna atau email").fill("sari@keraton.example");
  await page.getByRole("button", { name: "Kirim tautan" }).click();
  await expect(page.getByRole("status")).toContainText("tautan untuk mengatur ulang password");

  const [mail] = await smtp.waitFor(1, 15_000);
  expect(mail.subject).toBe("Atur ulang password — Keraton Kasepuhan Cirebon");
  const link = new URL(
    /https:\/\/keraton\.example\/atur-ulang-password\?token=\S+/.exec(mail.text ?? "")?.[0] ?? "",
  );
  // The mail links to the site's public address; this test's server stands behind it.
  await page.goto(`${server.url}${link.pathname}${link.search}`);
  await page.getByLabel("Password baru", { exact: true }).fill("password-baru-sari");
  await page.getByLabel("Ulangi password baru").fill("password-baru-sari");
  await page.getByRole("button", { name: "Simpan password baru" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Password berhasil diatur ulang. Silakan masuk dengan password baru.",
  );

  await page.getByRole("link", { name: "Ke halaman Login" }).click();
  await page.getByLabel("Username").fill(editor.username);
  await page.getByLabel("Password").fill("password-baru-sari");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/editor\/dashboard$/);

  // The old password no longer opens the account.
  const old = await request.post(`${server.url}/api/login`, {
    data: { username: editor.username, password: editor.password },
  });
  expect(old.status()).toBe(401);
});

test("without mail set up, the page tells staff to ask an admin", async ({ page }) => {
  const plain = await startServer({ seed: "none" });
  try {
    await page.goto(`${plain.url}/lupa-password`);
    await expect(page.getByRole("status")).toHaveText(
      "Situs ini belum dapat mengirim email. Hubungi admin untuk mengatur ulang password Anda.",
    );
    await expect(page.getByRole("button", { name: "Kirim tautan" })).toHaveCount(0);
  } finally {
    await plain.stop();
  }
});

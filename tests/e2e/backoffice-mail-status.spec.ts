import { expect, test } from "./backoffice-support.ts";

test.use({ seed: "none" });

test("an admin of a site without mail set up is told so on the dashboard and in Email Keluar", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  const notice = "Pengiriman email belum diatur (SMTP_URL belum diisi).";
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
  await page.goto("/admin/email-keluar");
  await expect(page.getByRole("heading", { name: "Email Keluar", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
  await expect(page.getByText("Belum ada email yang dikirim situs.")).toBeVisible();
});

test("an editor's dashboard says nothing of mail", async ({ page, loginAs }) => {
  await loginAs("editor");
  await page.goto("/editor/dashboard");
  await expect(page.getByRole("heading", { name: "Selamat Datang, Editor" })).toBeVisible();
  await expect(page.getByText("Pengiriman email belum diatur")).toHaveCount(0);
});

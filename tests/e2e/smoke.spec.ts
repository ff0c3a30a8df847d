import { expect, test } from "./fixtures.ts";

test("the production build starts and renders the home page on the server", async ({
  request,
  server,
}) => {
  const res = await request.get(`${server.url}/`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="id"');
  expect(html).toContain("Selamat Datang di");
});

test("an unknown path shows the not-found screen", async ({ page }) => {
  const res = await page.goto("/tidak-ada-halaman-ini");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404 | Halaman tidak ditemukan")).toBeVisible();
  await expect(page.getByText("Halaman yang Anda cari tidak ditemukan.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/");
});

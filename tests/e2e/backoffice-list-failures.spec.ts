import type { Page } from "@playwright/test";
import { expect, failedRequest, popup, test } from "./backoffice-support.ts";

/**
 * The browser's network fails for the list's one request (the first time only): the screen must
 * say the list could not be loaded, never that it is empty, and "Coba lagi" must bring it back.
 */
async function failFirstLoad(page: Page, path: RegExp) {
  let failed = false;
  await page.route(path, async (route) => {
    if (failed || route.request().method() !== "GET") return route.continue();
    failed = true;
    await route.abort("failed");
  });
}

async function closeErrorPopup(page: Page) {
  const alert = popup(page, "Gagal");
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
}

test("an editor whose connection drops while Informasi loads is told so, not 'belum ada', and brings the list back with Coba lagi", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest("net::ERR_FAILED"), /^Gagal mengambil informasi:/);
  await loginAs("editor");
  await failFirstLoad(page, /\/api\/informasi$/);
  await page.goto("/editor/informasi");

  const table = page.getByRole("table", { name: "Daftar informasi" });
  await expect(table.getByRole("alert")).toContainText("Daftar gagal dimuat.");
  await expect(table).not.toContainText("Belum ada informasi tersedia.");

  await table.getByRole("button", { name: "Coba lagi" }).click();
  await expect(table.getByRole("alert")).toBeHidden();
  // The demo's articles are there after all.
  await expect.poll(() => table.getByRole("row").count()).toBeGreaterThan(2);
});

test("an admin whose banner list fails to load sees the failure instead of 'Belum ada gambar banner', and Coba lagi loads the list", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest("net::ERR_FAILED"), /gambar banner|Gagal/i);
  await loginAs("admin");
  await failFirstLoad(page, /\/api\/hero(\?.*)?$/);
  await page.goto("/admin/banner-beranda");
  await closeErrorPopup(page);

  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toContainText("Daftar gagal dimuat.");
  await expect(main).not.toContainText("Belum ada gambar banner");

  await main.getByRole("button", { name: "Coba lagi" }).click();
  await expect(main.getByRole("alert")).toBeHidden();
  // Loaded now: the demo has no banner pictures of its own, and only now may the screen say so.
  await expect(main).toContainText("Belum ada gambar banner");
});

test("an admin whose change record fails to load sees the failure instead of 'Belum ada perubahan', and Coba lagi shows the record", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest("net::ERR_FAILED"), /^Gagal mengambil riwayat perubahan:/);
  await loginAs("admin");
  await failFirstLoad(page, /\/api\/riwayat(\?.*)?$/);
  await page.goto("/admin/riwayat");

  const table = page.getByRole("table", { name: "Riwayat perubahan" });
  await expect(table.getByRole("alert")).toContainText("Daftar gagal dimuat.");
  await expect(table).not.toContainText("Belum ada perubahan yang tercatat.");

  await table.getByRole("button", { name: "Coba lagi" }).click();
  await expect(table.getByRole("alert")).toBeHidden();
  // At least the admin's own login is recorded.
  await expect(table.getByText("Login", { exact: true }).first()).toBeVisible();
});

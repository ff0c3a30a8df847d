// Issue 31: an admin moves the palace's old WordPress site here from the back office, follows the
// progress, reads the report and sees where each old address now leads.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { type OldSite, startOldSite } from "../support/wordpress-export.ts";
import { test as base, expect } from "./backoffice-support.ts";

/** A site whose operator lets the import read the old site on this machine (loopback). */
const test = base.extend<object, { oldSite: OldSite; server: RunningServer }>({
  oldSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const site = await startOldSite();
      await use(site);
      await site.stop();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ seed }, use) => {
      const server = await startServer({
        seed,
        env: { TRUST_PROXY: "loopback", IMPORT_ALLOW_PRIVATE: "127.0.0.0/8" },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.use({ seed: "none" });

test("An admin uploads the old WordPress export, watches it finish, reads the report and follows an old link to its new page", async ({
  page,
  loginAs,
  oldSite,
}) => {
  test.setTimeout(120_000);
  const file = join(tmpdir(), `ekspor-${Date.now()}.xml`);
  writeFileSync(file, oldSite.wxr());
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Impor WordPress" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Impor WordPress" })).toBeVisible();
  await expect(page.getByText("Belum ada alamat lama yang dialihkan.")).toBeVisible();

  const form = page.getByRole("form", { name: "Impor WordPress" });
  await form.getByLabel("Berkas ekspor WordPress (WXR)").setInputFiles(file);
  await form.getByLabel("Kategori dokumentasi").fill("Kegiatan");
  await form.getByRole("button", { name: "Mulai impor" }).click();

  await expect(page.getByRole("heading", { name: "Impor selesai" })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByText("6 dari 6 butir")).toBeVisible();
  await expect(page.getByTestId("ringkasan-impor")).toContainText("5 dibuat, 0 diperbarui");
  const report = page.getByRole("table", { name: "Dilewati atau tidak diimpor utuh" });
  await expect(report.getByRole("row").filter({ hasText: "Tentang Kami" })).toContainText(
    "halaman tanpa padanan di situs ini",
  );
  await expect(report.getByRole("row").filter({ hasText: "rusak.jpg" })).toContainText(
    "gambar tidak diimpor",
  );

  const oldAddress = page.getByRole("row").filter({ hasText: "/2024/05/grebeg-syawal" });
  await expect(oldAddress).toContainText("/informasi/grebeg-syawal");

  // A visitor following a link to the old site lands on the article here.
  await page.goto("/2024/05/grebeg-syawal/");
  await expect(page).toHaveURL(/\/informasi\/grebeg-syawal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grebeg Syawal & Panjang Jimat");
});

test("While the site runs, the command line imports a changed post and visitors see it at once", async ({
  page,
  oldSite,
  server,
}) => {
  test.setTimeout(120_000);
  // The first story imported the site; a visitor's page is now served from the server's cache.
  await page.goto("/informasi/grebeg-syawal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grebeg Syawal & Panjang Jimat");

  oldSite.change({ grebegTitle: "Grebeg Syawal 1445 H" });
  const file = join(tmpdir(), `ekspor-baru-${Date.now()}.xml`);
  writeFileSync(file, oldSite.wxr());
  const { stdout } = await promisify(execFile)(
    "npm",
    [
      "run",
      "--silent",
      "import:wordpress",
      "--",
      "--file",
      file,
      "--documentation-category",
      "Kegiatan",
    ],
    { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" }, timeout: 90_000 },
  );
  expect(stdout).toContain("0 dibuat, 1 diperbarui, 4 tidak berubah");

  // The running server (SQLite) heard of the command line's write: no stale page.
  await page.goto("/informasi/grebeg-syawal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grebeg Syawal 1445 H");
});

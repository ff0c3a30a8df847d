import { type RunningServer, startServer } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken, createDokumentasi, saveText, waitForIslands } from "./public-helpers.ts";

// Its own server with no content at all, so no other test can have filled it.
let empty: RunningServer;
test.beforeAll(async () => {
  empty = await startServer({ seed: "none" });
});
test.afterAll(async () => {
  await empty?.stop();
});

test("an empty site shows SPEC's 'Belum ada' texts on the home page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${empty.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat Datang di");
  await expect(page.getByRole("tabpanel")).toHaveText("Belum ada data");
  await expect(page.getByText("Belum ada visi.")).toBeVisible();
  await expect(page.getByText("Belum ada Misi", { exact: true })).toBeVisible();
  await expect(page.getByText("Belum ada dokumentasi kegiatan.")).toBeVisible();
  await waitForIslands(page);
  await page.getByRole("tab", { name: "Silsilah" }).click();
  await expect(page.getByRole("tabpanel")).toHaveText("Belum ada data");
  expect(consoleErrors).toEqual([]);
});

test("an empty site shows 'Belum ada' on the information, structure and contact pages", async ({
  page,
}) => {
  await page.goto(`${empty.url}/informasi`);
  await expect(page.getByText("Belum ada informasi tersedia.")).toBeVisible();
  await expect(page.getByText("Belum ada informasi populer.")).toBeVisible();
  await page.goto(`${empty.url}/struktur-kesultanan`);
  await expect(page.getByText("Belum ada gambar struktur.")).toBeVisible();
  await expect(page.getByText("Belum ada deskripsi Kesultanan.")).toBeVisible();
  await page.goto(`${empty.url}/contact`);
  await expect(page.getByText("Alamat", { exact: true })).toHaveCount(0);
  await expect(page.getByText("WhatsApp", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Email", { exact: true })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveAttribute("title", /Peta lokasi/);
  await expect(page.getByRole("heading", { name: "Hubungi Kami" })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer).not.toContainText("WhatsApp");
  await expect(footer.getByRole("heading", { name: "Kontak" })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("the empty site's pages pass axe (WCAG 2.2 AA)", async ({ page, axe }) => {
  for (const path of ["/", "/informasi", "/struktur-kesultanan", "/contact"]) {
    await page.goto(`${empty.url}${path}`);
    await waitForIslands(page);
    expect(await axe(), path).toEqual([]);
  }
});

test("content saved in the back office replaces the 'Belum ada' texts at once", async ({
  page,
  request,
}) => {
  const token = await adminToken(request, empty.url);
  await saveText(request, empty.url, token, "/api/visi_misi", "visi", "<p>Visi keraton uji.</p>");
  await saveText(request, empty.url, token, "/api/visi_misi", "misi", "<p>Misi keraton uji.</p>");
  await saveText(
    request,
    empty.url,
    token,
    "/api/sejarah_istilah",
    "sejarah",
    "<p>Sejarah <em>singkat</em> uji.</p>",
  );
  const doc = await createDokumentasi(request, empty.url, token, {
    judul: "Kirab Budaya Uji",
    tanggal: "2026-11-21",
    deskripsi: "<p>Kirab budaya.</p>",
  });
  await page.goto(`${empty.url}/`);
  await expect(page.getByText("Visi keraton uji.")).toBeVisible();
  await expect(page.getByText("Misi keraton uji.")).toBeVisible();
  await expect(page.getByRole("tabpanel").locator("em")).toHaveText("singkat");
  await expect(page.getByRole("link", { name: /Kirab Budaya Uji/ })).toHaveAttribute(
    "href",
    `/kegiatan/${doc.slug}`,
  );
  await page.goto(`${empty.url}/kegiatan/${doc.slug}`);
  await expect(page.getByText("21 November 2026")).toBeVisible();
  await expect(page.getByText("oleh Administrator")).toBeVisible();
});

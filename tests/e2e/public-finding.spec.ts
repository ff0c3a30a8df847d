import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminToken, createDokumentasi, jpeg, waitForIslands } from "./public-helpers.ts";

const GALLERY_TITLE = "Kirab Pusaka Galeri Uji";

/** Enough activities for a second page, one of them with a three-picture gallery. */
async function prepareActivities(request: APIRequestContext, base: string) {
  const token = await adminToken(request, base);
  const existing = await (await request.get(`${base}/api/dokumentasi`)).json();
  let gallery = existing.find((d: { judul: string }) => d.judul === GALLERY_TITLE);
  if (gallery) return gallery;
  for (let i = existing.length; i < 13; i++) {
    await createDokumentasi(request, base, token, {
      judul: `Kegiatan Tambahan ${i}`,
      tanggal: "2025-01-01",
    });
  }
  // The oldest: it sits on the last page.
  gallery = await createDokumentasi(request, base, token, {
    judul: GALLERY_TITLE,
    tanggal: "2020-01-01",
  });
  for (const [i, keterangan] of [
    "Pusaka dibawa keluar",
    "Arak-arakan di alun-alun",
    "Kembali ke bangsal",
  ].entries()) {
    const res = await request.post(`${base}/api/dokumentasi/${gallery.id}/galeri`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        keterangan,
        gambar: {
          name: `foto${i}.jpg`,
          mimeType: "image/jpeg",
          buffer: await jpeg(["#8b2e1f", "#1f3a5f", "#c9a227"][i]),
        },
      },
    });
    expect(res.status()).toBe(201);
  }
  return gallery;
}

async function pageToGallery(page: Page) {
  await page.goto("/kegiatan");
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentasi Kegiatan" })).toBeVisible();
  await expect(page.getByText("Halaman 1 dari 2")).toBeVisible();
  await page.getByRole("link", { name: /Berikutnya/ }).click();
  await expect(page).toHaveURL(/\/kegiatan\?halaman=2$/);
  await expect(page.getByText("Halaman 2 dari 2")).toBeVisible();
  await page.getByRole("link", { name: /Sebelumnya/ }).click();
  await expect(page).toHaveURL(/\/kegiatan$/);
  await page.getByRole("link", { name: /Berikutnya/ }).click();
  await page.getByRole("link", { name: new RegExp(GALLERY_TITLE) }).click();
  await expect(page.getByRole("heading", { level: 1, name: GALLERY_TITLE })).toBeVisible();
}

test("A visitor pages back through all activities and opens a gallery with the keyboard", async ({
  page,
  request,
  server,
  consoleErrors,
}) => {
  await prepareActivities(request, server.url);
  await pageToGallery(page);
  await waitForIslands(page);
  const first = page.getByRole("link", { name: "Pusaka dibawa keluar" });
  await first.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: `Galeri ${GALLERY_TITLE}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("Foto 1 dari 3")).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Pusaka dibawa keluar" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Foto 2 dari 3")).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText("Arak-arakan di alun-alun");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.locator("figcaption")).toHaveText("Kembali ke bangsal");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("link", { name: "Kembali ke bangsal" })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("the home row scrolls with its buttons and leads to all activities", async ({
  page,
  request,
  server,
}) => {
  await prepareActivities(request, server.url);
  await page.goto("/");
  await waitForIslands(page);
  const row = page.getByRole("list", { name: "Daftar dokumentasi kegiatan" });
  await row.scrollIntoViewIfNeeded();
  const previous = page.getByRole("button", { name: "Kegiatan sebelumnya" });
  await expect(previous).toBeDisabled();
  await page.getByRole("button", { name: "Kegiatan berikutnya" }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
  await page.getByRole("link", { name: "Lihat semua kegiatan" }).click();
  await expect(page).toHaveURL(/\/kegiatan$/);
});

async function searchFromNavigation(page: Page, query: string) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) await toggle.click();
  // Without JavaScript the menu button leads to the footer's menu, which has its own box.
  const box = page.getByRole("search").filter({ visible: true }).first();
  await box.getByRole("searchbox", { name: "Kata kunci" }).fill(query);
  await box.getByRole("button", { name: "Cari" }).click();
}

test("A search for 'panjang jimat' finds the article", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await waitForIslands(page);
  await searchFromNavigation(page, "panjang jimat");
  await expect(page).toHaveURL(/\/cari\?q=panjang\+jimat$/);
  const results = page.getByRole("region", { name: /^Informasi/ });
  const first = results.getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveText(
    "Tradisi Panjang Jimat dalam Peringatan Maulid Nabi",
  );
  await expect(first.locator("mark").first()).toHaveText("Panjang");
  await first.getByRole("link").click();
  await expect(
    page.getByRole("heading", { level: 1, name: /Tradisi Panjang Jimat/ }),
  ).toBeVisible();
  // The reader can pass it on: WhatsApp first, with the article's own address.
  const share = page.getByRole("region", { name: "Bagikan" });
  const whatsapp = share.getByRole("link").first();
  await expect(whatsapp).toHaveText("WhatsApp");
  expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(
    `${new URL(page.url()).origin}/informasi/tradisi-panjang-jimat-dalam-peringatan-maulid-nabi`,
  );
  await expect(share.getByRole("button", { name: "Salin tautan" })).toBeVisible();
  // Headings are set in the site's own serif, fetched from this site (decision 200).
  const loaded = await page.evaluate(async () => (await document.fonts.load("1em Lora")).length);
  expect(loaded).toBeGreaterThan(0);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => entry.name),
  );
  const origin = new URL(page.url()).origin;
  expect(
    fetched.some((url) =>
      new RegExp(`^${origin}/assets/lora-latin-400-normal-.*\\.woff2$`).test(url),
    ),
  ).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a search that finds nothing says so and offers somewhere to go", async ({ page }) => {
  await page.goto("/cari?q=kereta+luar+angkasa");
  await expect(page.getByRole("status")).toHaveText("Tidak ada hasil untuk “kereta luar angkasa”.");
  await expect(page.getByRole("link", { name: "jam buka dan harga tiket" })).toHaveAttribute(
    "href",
    "/kunjungan",
  );
  // Another query is never answered with this one's page.
  await page.goto("/cari?q=gamelan");
  await expect(page.getByRole("status")).not.toContainText("kereta");
});

for (const [name, path] of [
  ["all activities", "/kegiatan"],
  ["search results", "/cari?q=panjang+jimat"],
  ["an empty search", "/cari?q=tidak+ada+apa-apa"],
] as const) {
  test(`${name} pass axe (WCAG 2.2 AA)`, async ({ page, axe }) => {
    await page.goto(path);
    await waitForIslands(page);
    expect(await axe()).toEqual([]);
  });
}

test("an activity with a gallery passes axe, with the viewer open too", async ({
  page,
  request,
  server,
  axe,
}) => {
  const gallery = await prepareActivities(request, server.url);
  await page.goto(`/kegiatan/${gallery.slug}`);
  await waitForIslands(page);
  expect(await axe()).toEqual([]);
  await page.getByRole("link", { name: "Arak-arakan di alun-alun" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await axe()).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("A visitor pages through activities and reaches gallery pictures as plain links", async ({
    page,
    request,
    server,
  }) => {
    const gallery = await prepareActivities(request, server.url);
    await pageToGallery(page);
    const link = page.getByRole("link", { name: "Pusaka dibawa keluar" });
    await expect(link).toHaveAttribute("href", /^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(gallery.slug).toBeTruthy();
  });

  test("A search for 'panjang jimat' finds the article, with JavaScript off", async ({ page }) => {
    await page.goto("/informasi");
    await searchFromNavigation(page, "panjang jimat");
    await expect(
      page.getByRole("link", { name: "Tradisi Panjang Jimat dalam Peringatan Maulid Nabi" }),
    ).toBeVisible();
  });

  test("both history texts are readable and the banner shows no dead controls", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sejarah Singkat" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Silsilah" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Jeda tayangan|Tampilkan gambar/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole("button", { name: /Kegiatan berikutnya/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Lihat semua kegiatan" })).toBeVisible();
  });
});

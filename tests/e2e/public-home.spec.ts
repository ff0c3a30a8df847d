import { imageAlt } from "../../common/image-alt.ts";
import { expect, test } from "./fixtures.ts";
import { waitForIslands } from "./public-helpers.ts";

const dot = (page: import("@playwright/test").Page, n: number) =>
  page.getByRole("button", { name: `Tampilkan gambar ${n} dari 3` });

test("the hero is 500 px tall and its first picture loads first and eagerly", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Galeri Keraton" });
  expect((await hero.boundingBox())?.height).toBe(500);
  const first = hero.getByRole("img").first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("srcset", /hero-1-w480\.webp 480w/);
});

test("the hero moves on every 3 seconds and wraps around after the third picture", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install();
  await page.goto("/");
  await waitForIslands(page);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(2900);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(200);
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(3000);
  await expect(dot(page, 3)).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(3000);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  expect(consoleErrors).toEqual([]);
});

test("the pause button stops the hero and the play button starts it again", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForIslands(page);
  await page.getByRole("button", { name: "Jeda tayangan gambar" }).click();
  await page.clock.runFor(10_000);
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Putar tayangan gambar" }).click();
  await page.clock.runFor(3100);
  await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  await dot(page, 1).click();
  await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
});

test.describe("for a visitor who asks for reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the hero does not move on its own", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForIslands(page);
    await expect(page.getByRole("button", { name: "Putar tayangan gambar" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });
});

test("the history tabs load each text from the API and render it as HTML", async ({
  page,
  request,
  consoleErrors,
}) => {
  const silsilah = (await (await request.get("/api/sejarah_istilah/silsilah")).json()).content;
  await page.goto("/");
  await waitForIslands(page);
  const sejarahTab = page.getByRole("tab", { name: "Sejarah Singkat" });
  const silsilahTab = page.getByRole("tab", { name: "Silsilah" });
  await expect(sejarahTab).toHaveAttribute("aria-selected", "true");

  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/sejarah_istilah/silsilah", async (route) => {
    await held;
    await route.continue();
  });
  await silsilahTab.click();
  await expect(page.getByRole("tabpanel")).toHaveText("Loading...");
  release();
  await expect(silsilahTab).toHaveAttribute("aria-selected", "true");
  const firstWords = silsilah
    .replace(/<[^>]+>/g, " ")
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .join(" ");
  await expect(page.getByRole("tabpanel")).toContainText(firstWords);
  expect(await page.getByRole("tabpanel").locator("p, li, h2, h3").count()).toBeGreaterThan(0);

  // Back to Sejarah Singkat: its text is asked for again, not kept from the first render.
  await page.route("**/api/sejarah_istilah/sejarah", (route) =>
    route.fulfill({ json: { type: "sejarah", content: "<p>Teks sejarah terbaru</p>" } }),
  );
  await sejarahTab.click();
  await expect(page.getByRole("tabpanel")).toHaveText("Teks sejarah terbaru");
  expect(consoleErrors).toEqual([]);
});

test("the history tabs follow the arrow keys", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  const sejarahTab = page.getByRole("tab", { name: "Sejarah Singkat" });
  const silsilahTab = page.getByRole("tab", { name: "Silsilah" });
  await sejarahTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(silsilahTab).toBeFocused();
  await expect(silsilahTab).toHaveAttribute("aria-selected", "true");
  await expect(sejarahTab).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("ArrowRight");
  await expect(sejarahTab).toBeFocused();
  await expect(sejarahTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(silsilahTab).toBeFocused();
});

test("a failing history request shows 'Gagal mengambil data'", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  await page.route("**/api/sejarah_istilah/*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' }),
  );
  await page.getByRole("tab", { name: "Silsilah" }).click();
  await expect(page.getByRole("tabpanel")).toHaveText("Gagal mengambil data");
});

test("documentation cards scroll sideways, clamp their text to two lines and open the detail", async ({
  page,
  request,
}) => {
  const docs: Array<{ slug: string; judul: string; keterangan_gambar?: string }> = await (
    await request.get("/api/dokumentasi")
  ).json();
  await page.goto("/");
  const list = page.getByRole("list", { name: "Daftar dokumentasi kegiatan" });
  await expect(list).toHaveCSS("overflow-x", "auto");
  const card = list.getByRole("link").first();
  await expect(card).toHaveAttribute("href", `/kegiatan/${docs[0].slug}`);
  await expect(card.locator("p")).toHaveCSS("-webkit-line-clamp", "2");
  const image = card.getByRole("img");
  // Another story on the same server may have given the newest activity picture words.
  await expect(image).toHaveAttribute("alt", imageAlt(docs[0]));
  await expect(image).toHaveAttribute("loading", "lazy");
  await card.click();
  await expect(page).toHaveURL(`/kegiatan/${docs[0].slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(docs[0].judul);
});

test("the documentation detail links back to the home page", async ({ page, request }) => {
  const [doc]: Array<{ slug: string }> = await (await request.get("/api/dokumentasi")).json();
  await page.goto(`/kegiatan/${doc.slug}`);
  await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
});

// A visitor looks through the palace museum's collection: filters it, opens an object, reads its
// catalogue data and rights, and zooms into its picture; the deep-zoom viewer's code comes only
// when asked for. Also without JavaScript, and what a search engine reads of an object.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const TILE = /\/iiif\/3\/[a-f0-9]{32}\/[^/]+\/[^/]+\/0\/default\.jpg$/;

/** The address of every script the page loads (their code is read again when checked). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  return scripts;
}
const carriesOpenSeadragon = async (page: Page, scripts: string[]) => {
  for (const url of scripts) {
    if ((await (await page.request.get(url)).text()).includes("openseadragon-container"))
      return true;
  }
  return false;
};

test("a visitor filters the collection, reads an object's data and rights, and zooms into its picture", async ({
  page,
  consoleErrors,
  isMobile,
}) => {
  const scripts = scriptsOf(page);
  const tiles: number[] = [];
  page.on("response", (r) => TILE.test(r.url()) && tiles.push(r.status()));
  await page.goto("/koleksi");
  await page.getByLabel("Kategori").selectOption("kereta");
  await page.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page.getByRole("status")).toHaveText("1 benda");
  await expect(page.getByRole("heading", { name: "Gamelan Sekaten" })).toHaveCount(0);
  await page.getByRole("link", { name: /Kereta Singa Barong/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Kereta Singa Barong" })).toBeVisible();
  const row = (label: string) => page.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(row("Nomor inventaris")).toContainText("MPK-KRT-001");
  await expect(row("Kategori")).toContainText("Kereta");
  await expect(row("Bahan")).toContainText("Kayu, dicat");
  await expect(row("Lisensi").getByRole("link", { name: "In Copyright 1.0" })).toHaveAttribute(
    "href",
    "http://rightsstatements.org/vocab/InC/1.0/",
  );
  await expect(
    page.getByText("Foto koleksi ini diterbitkan dengan In Copyright 1.0."),
  ).toBeVisible();

  // Before the visitor asks to zoom, no script of the page carries OpenSeadragon.
  const zoom = page.getByRole("button", { name: "Perbesar: Gambar ilustrasi" });
  await expect(zoom).toBeVisible();
  expect(await carriesOpenSeadragon(page, scripts)).toBe(false);
  await zoom.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toHaveAttribute("data-tiles-loaded", "true");
  expect(await carriesOpenSeadragon(page, scripts)).toBe(true);
  // Zooming in fetches finer tiles: on a phone a double tap, with a mouse a click on the picture.
  const before = tiles.length;
  if (isMobile) {
    const box = await viewer.boundingBox();
    const [x, y] = [(box?.width ?? 0) / 2, (box?.height ?? 0) / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
  } else await viewer.locator(".openseadragon-canvas").click();
  await expect.poll(() => tiles.length).toBeGreaterThan(before);
  expect(tiles.every((status) => status === 200)).toBe(true);
  await viewer.getByRole("button", { name: "Tutup" }).click();
  await expect(viewer).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a visitor zooms into an object with the keyboard alone and comes back to the zoom button", async ({
  page,
  consoleErrors,
}) => {
  const tiles: string[] = [];
  page.on("response", (r) => TILE.test(r.url()) && r.status() === 200 && tiles.push(r.url()));
  await page.goto("/koleksi/kereta-singa-barong");
  const zoom = page.getByRole("button", { name: "Perbesar: Gambar ilustrasi" });
  await zoom.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Perbesar: Gambar ilustrasi" });
  await expect(viewer).toHaveAttribute("data-tiles-loaded", "true");
  // "=" zooms in a little at each press (OpenSeadragon's keys): pressed until finer tiles come.
  const before = new Set(tiles).size;
  const pressed = async () => {
    await page.keyboard.press("Equal");
    return new Set(tiles).size;
  };
  await expect.poll(pressed, { timeout: 30_000, intervals: [1000] }).toBeGreaterThan(before);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  await expect(zoom).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the grid and its filter work", async ({ page }) => {
    await page.goto("/koleksi");
    await expect(page.getByRole("heading", { name: "Kereta Singa Barong" })).toBeVisible();
    await page.getByLabel("Kategori").selectOption("gamelan");
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect(page).toHaveURL(/kategori=gamelan/);
    await expect(page.getByRole("status")).toHaveText("3 benda");
    await expect(page.getByRole("heading", { name: "Gamelan Sekaten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kereta Singa Barong" })).toHaveCount(0);
  });
});

test("an object's page tells search engines what it is and which museum holds it", async ({
  page,
  server,
}) => {
  await page.goto("/koleksi/kereta-singa-barong");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
  const object = blocks.flat().find((b) => b?.identifier === "MPK-KRT-001");
  expect(object).toMatchObject({
    "@context": "https://schema.org",
    name: "Kereta Singa Barong",
    material: "Kayu, dicat",
    license: "http://rightsstatements.org/vocab/InC/1.0/",
    holdingArchive: {
      "@type": "Museum",
      name: "Museum Keraton Kasepuhan Cirebon",
      address: { "@type": "PostalAddress", addressLocality: "Cirebon", addressCountry: "ID" },
    },
  });
  expect(object.url).toMatch(/\/koleksi\/kereta-singa-barong$/);
  expect(object.description).toContain("Kereta kebesaran para Sultan Cirebon");
  // Every view, as absolute addresses a crawler can fetch.
  expect(object.image).toHaveLength(3);
  for (const image of object.image) {
    expect(image).toMatch(/^https?:\/\//);
    expect(
      (await page.request.get(new URL(new URL(image).pathname, server.url).href)).status(),
    ).toBe(200);
  }
});

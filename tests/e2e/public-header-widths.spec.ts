// Issue 29, item 16: a visitor on a phone, a tablet or a desktop screen reads the palace's name
// in the bar and reaches the other language and Login, at every width; the footer offers the
// other language too.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForIslands } from "./public-helpers.ts";

const WIDTHS = [320, 360, 375, 414, 600, 768, 800, 900, 1024, 1030, 1280, 1366, 1920];
const SITE_NAME = "Keraton Kasepuhan Cirebon";

const PAGES = [
  { path: "/", other: "/en", switchName: "English", footerName: "Read this page in English" },
  {
    path: "/en",
    other: "/",
    switchName: "Bahasa Indonesia",
    footerName: "Baca halaman ini dalam bahasa Indonesia",
  },
] as const;

/** Wholly inside the window, and the thing a click there would reach. */
async function expectFullyReachable(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error(`${what}: not on screen`);
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  // A trial click fails when something else covers the element's middle.
  await target.click({ trial: true, timeout: 5_000 });
}

/** The palace's name as the bar shows it: all of its words, none of them cut or hidden. */
async function shownName(brand: Locator) {
  return brand.evaluate((el) => {
    const text = el.querySelector("span") as HTMLElement | null;
    if (!text) return { text: "", clipped: true };
    const clipped =
      text.scrollWidth > text.clientWidth + 1 || text.scrollHeight > text.clientHeight + 1;
    return { text: text.innerText.replace(/\s+/g, " ").trim(), clipped };
  });
}

for (const { path, other, switchName, footerName } of PAGES) {
  test(`a visitor on ${path} reads the palace's name and reaches the other language and Login at every width from 320 to 1920 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await waitForIslands(page);
    const bar = page.getByRole("banner");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const at = `${path} at ${width} px`;
      const brand = bar.getByRole("link", { name: SITE_NAME });
      await expect(brand, at).toBeVisible();
      const name = await shownName(brand);
      expect(name, at).toEqual({ text: SITE_NAME, clipped: false });
      const brandBox = await brand.boundingBox();
      expect(
        (brandBox?.x ?? -1) >= 0 && (brandBox?.x ?? 0) + (brandBox?.width ?? 0) <= width,
        at,
      ).toBe(true);
      await expectFullyReachable(
        page,
        bar.getByRole("link", { name: switchName, exact: true }),
        `${at}: language switch`,
      );
      await expectFullyReachable(
        page,
        bar.getByRole("link", { name: "Login", exact: true }),
        `${at}: Login`,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${at}: nothing wider than the window`,
      ).toBe(true);
    }
    // The footer offers the same page in the other language as well.
    const footerSwitch = page.getByRole("contentinfo").getByRole("link", { name: footerName });
    await expect(footerSwitch).toHaveAttribute("href", other);
    await footerSwitch.click();
    await expect(page).toHaveURL(other);
  });
}

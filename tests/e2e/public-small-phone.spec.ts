import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForIslands } from "./public-helpers.ts";

// The smallest phone the site is made for.
test.use({ viewport: { width: 320, height: 640 } });

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) throw new Error("not on screen");
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test("on a 320 px phone the home banner's welcome words stay clear of its slide buttons", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIslands(page);
  const banner = page.getByRole("region", { name: "Galeri Keraton" });
  const lead = banner.getByText("Jelajahi sejarah dan budaya keraton tertua di Cirebon", {
    exact: false,
  });
  await expect(lead).toBeVisible();
  const controls = [
    banner.getByRole("button", { name: /Jeda|Putar/ }),
    banner.getByRole("button", { name: /Tampilkan gambar 1/ }),
  ];
  for (const control of controls) {
    await expect(control).toBeVisible();
    expect(await overlap(lead, control)).toBe(false);
    expect(await overlap(banner.getByRole("heading", { level: 1 }), control)).toBe(false);
  }
});

import { expect, test } from "./fixtures.ts";
import { STATIC_PAGES, waitForIslands } from "./public-helpers.ts";

/** How far the page reaches past the window's right edge (0 or less: no sideways scroll). */
function sidewaysOverflow(page: import("@playwright/test").Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function publicPaths(request: import("@playwright/test").APIRequestContext) {
  const [article] = await (await request.get("/api/informasi")).json();
  const [doc] = await (await request.get("/api/dokumentasi")).json();
  return [...STATIC_PAGES, `/informasi/${article.slug}`, `/kegiatan/${doc.slug}`, "/tidak-ada"];
}

const AXE_PAGES = [
  ["the home page", "/"],
  ["the structure page", "/struktur-kesultanan"],
  ["the information list", "/informasi"],
  ["the contact page", "/contact"],
  ["the not-found screen", "/tidak-ada"],
  ["an article", "informasi"],
  ["a documentation page", "dokumentasi"],
] as const;

for (const [name, target] of AXE_PAGES) {
  test(`${name} passes axe (WCAG 2.2 AA) with no console errors`, async ({
    page,
    request,
    axe,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    let path: string = target;
    if (!target.startsWith("/")) {
      const [first] = await (await request.get(`/api/${target}`)).json();
      path = target === "informasi" ? `/informasi/${first.slug}` : `/kegiatan/${first.slug}`;
    }
    await page.goto(path);
    await waitForIslands(page);
    expect(await axe()).toEqual([]);
    // The not-found screen itself arrives with status 404, which the browser logs.
    const expected =
      path === "/tidak-ada" ? consoleErrors.filter((e) => !e.includes("404")) : consoleErrors;
    expect(expected).toEqual([]);
  });
}

test("every public page has one h1, landmarks and no sideways scrolling", async ({
  page,
  request,
}) => {
  for (const path of await publicPaths(request)) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
  }
});

test("from 360 px to 1440 px wide no page scrolls sideways", async ({ page, request }) => {
  const paths = await publicPaths(request);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), `${width} px ${path}`).toBeLessThanOrEqual(0);
    }
  }
});

test("the open phone menu, the Silsilah tab and a signed-in bar pass axe too", async ({
  page,
  axe,
  loginAs,
  viewport,
}) => {
  await page.goto("/");
  await waitForIslands(page);
  await page.getByRole("tab", { name: "Silsilah" }).click();
  await expect(page.getByRole("tab", { name: "Silsilah" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel")).not.toHaveText("Loading...");
  const menuButton = page.getByRole("button", { name: "Menu" });
  if ((viewport?.width ?? 1280) < 768) await menuButton.click();
  expect(await axe()).toEqual([]);

  await loginAs("editor");
  await page.goto("/informasi");
  await waitForIslands(page);
  if ((viewport?.width ?? 1280) < 768) await menuButton.click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  expect(await axe()).toEqual([]);
});

test("content pictures reserve their space and only the first screen's picture loads eagerly", async ({
  page,
  request,
}) => {
  for (const path of await publicPaths(request)) {
    await page.goto(path);
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src") ?? "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        alt: img.getAttribute("alt"),
        loading: img.getAttribute("loading"),
        priority: img.getAttribute("fetchpriority"),
        srcset: img.getAttribute("srcset") ?? "",
        sizes: img.getAttribute("sizes"),
      })),
    );
    expect(images.filter((i) => i.priority === "high").length, path).toBeLessThanOrEqual(1);
    for (const image of images) {
      expect(image.width && image.height, `${path} ${image.src}`).toBeTruthy();
      expect(image.alt, `${path} ${image.src}`).toBeTruthy();
      expect(image.src).toMatch(/\.webp$/);
      expect(image.srcset).toMatch(/-w480\.webp 480w/);
      expect(image.sizes).toBeTruthy();
      expect(image.loading).toBe(image.priority === "high" ? "eager" : "lazy");
    }
  }
});

test("the keyboard reaches the skip link first and it leads to the main content", async ({
  page,
}) => {
  await page.goto("/informasi");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#konten$/);
});

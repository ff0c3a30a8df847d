import { expect, test } from "./fixtures.ts";
import { waitForIslands } from "./public-helpers.ts";

const LINKS = [
  ["Beranda", "/"],
  ["Struktur Kesultanan", "/struktur-kesultanan"],
  ["Informasi", "/informasi"],
  ["Kontak", "/contact"],
] as const;

const isPhone = (width: number | undefined) => (width ?? 1280) < 768;

/** On a phone the links sit behind the menu button. */
async function openMenu(page: import("@playwright/test").Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

test("a visitor sees the four links and Login in the fixed bar", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/informasi");
  await waitForIslands(page);
  await openMenu(page);
  const nav = page.getByRole("navigation", { name: "Navigasi utama" });
  for (const [name, href] of LINKS) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Informasi", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "Logout" })).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header).toHaveCSS("position", "fixed");
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  expect(consoleErrors).toEqual([]);
});

for (const role of ["admin", "editor"] as const) {
  test(`a logged-in ${role} sees Dashboard to the ${role} dashboard and a Logout button`, async ({
    page,
    loginAs,
  }) => {
    await loginAs(role);
    await page.goto("/");
    await waitForIslands(page);
    await openMenu(page);
    const nav = page.getByRole("navigation", { name: "Navigasi utama" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      `/${role}/dashboard`,
    );
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
  });
}

test("a stored role other than admin or editor gets a Dashboard link to the home page", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("role", "tamu"));
  await page.reload();
  await waitForIslands(page);
  await openMenu(page);
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
});

test("Logout in the public bar removes the session and loads /login", async ({ page, loginAs }) => {
  await loginAs("admin");
  await page.goto("/contact");
  await waitForIslands(page);
  await openMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  const stored = await page.evaluate(() => [
    localStorage.getItem("token"),
    localStorage.getItem("role"),
    localStorage.getItem("username"),
  ]);
  expect(stored).toEqual([null, null, null]);
});

test("on a phone the menu opens and closes with the keyboard and closes after a link is chosen", async ({
  page,
  viewport,
}) => {
  await page.goto("/contact");
  await waitForIslands(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.locator("#menu-utama");
  if (!isPhone(viewport?.width)) {
    // On a wide screen the links are always shown and there is no menu button.
    await expect(toggle).toBeHidden();
    await expect(menu.getByRole("link", { name: "Beranda" })).toBeVisible();
    return;
  }
  await expect(menu).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  for (const [name, href] of LINKS.slice(0, 3)) {
    await page.goto("/contact");
    await waitForIslands(page);
    await toggle.click();
    // Stay on the page so the closing is what is seen.
    await page.evaluate(() =>
      document.addEventListener("click", (e) => e.preventDefault(), { once: true }),
    );
    await menu.getByRole("link", { name, exact: true }).click();
    await expect(toggle, href).toHaveAttribute("aria-expanded", "false");
  }
});

test("the footer shows its description, the menu, the contact lines and this year's copyright", async ({
  page,
  request,
}) => {
  const settings = await (await request.get("/api/settings")).json();
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(settings.Deskripsi_Footer);
  const menu = footer.getByRole("navigation", { name: "Menu footer" });
  for (const [name, href] of LINKS) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText(settings.Alamat);
  await expect(footer).toContainText(settings.No_WhatsApp);
  await expect(footer).toContainText(settings.Email);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("an unknown address shows the not-found screen with the bar and a way home", async ({
  page,
  consoleErrors,
}) => {
  const res = await page.goto("/halaman/tidak/ada");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 | Halaman tidak ditemukan");
  await expect(page.getByText("Halaman yang Anda cari tidak ditemukan.")).toBeVisible();
  await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
  expect(consoleErrors.filter((e) => !e.includes("404"))).toEqual([]);
});

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("every page stays reachable from the bar: on a phone through the footer's menu", async ({
    page,
    viewport,
  }) => {
    await page.goto("/contact");
    if (!isPhone(viewport?.width)) {
      const bar = page.getByRole("navigation", { name: "Navigasi utama" });
      await bar.getByRole("link", { name: "Informasi", exact: true }).click();
      await expect(page).toHaveURL("/informasi");
      return;
    }
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page).toHaveURL(/#menu-footer$/);
    const footerMenu = page.getByRole("navigation", { name: "Menu footer" });
    await expect(footerMenu).toBeInViewport();
    await footerMenu.getByRole("link", { name: "Informasi", exact: true }).click();
    await expect(page).toHaveURL("/informasi");
  });
});

import {
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  storedSession,
  test,
} from "./backoffice-support.ts";

test.use({ seed: "none" });

const ADMIN_ITEMS = [
  "Dashboard",
  "Statistik",
  "Users",
  "Settings",
  "Banner Beranda",
  "Sejarah & Silsilah",
  "Visi & Misi",
  "Dokumentasi Kegiatan",
  "Informasi",
  "Koleksi",
  "Agenda",
  "Kunjungan",
  "Reservasi",
  "Riwayat Perubahan",
  "Email Keluar",
  "Pelanggan",
  "Impor WordPress",
];

test("the admin sidebar lists every admin screen and collapses to a narrow rail and back", async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Menu admin" });
  const toggle = page.getByRole("button", { name: "Menu samping" });
  const phone = testInfo.project.name === "phone";
  if (phone) await toggle.click();
  for (const item of ADMIN_ITEMS)
    await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();

  const widthOf = async () => Math.round((await nav.boundingBox())?.width ?? 0);
  const wide = (w: number) => w > 200;
  const narrow = (w: number) => w < 80;
  if (phone) {
    // On a phone the menu is a labelled panel that slides out over the page (decision in
    // tests/e2e/backoffice-phone.spec.ts): closed at the start, wide with its labels when open.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => wide(await widthOf())).toBe(true);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await nav.getByRole("link", { name: "Visi & Misi" }).click();
    await expect(page.getByRole("heading", { name: "Visi & Misi", level: 1 })).toBeVisible();
    await toggle.click();
    await expect(nav.getByRole("link", { name: "Visi & Misi" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    return;
  }
  // Expanded at the start.
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(async () => wide(await widthOf())).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect.poll(async () => narrow(await widthOf())).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(async () => wide(await widthOf())).toBe(true);
  await toggle.click();
  await expect.poll(async () => narrow(await widthOf())).toBe(true);

  // Every item still works in the narrow rail.
  await nav.getByRole("link", { name: "Visi & Misi" }).click();
  await expect(page.getByRole("heading", { name: "Visi & Misi", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Visi & Misi" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the editor sees only Dashboard, Statistik, Agenda, Dokumentasi Kegiatan, Informasi, Koleksi, Reservasi, Pelanggan and Logout", async ({
  page,
  loginAs,
}) => {
  await loginAs("editor");
  await page.goto("/editor/dashboard");
  await expect(page.getByRole("heading", { name: "Selamat Datang, Editor" })).toBeVisible();
  await openSidebarIfCollapsed(page);
  const nav = page.getByRole("navigation", { name: "Menu editor" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Statistik",
    "Agenda",
    "Dokumentasi Kegiatan",
    "Informasi",
    "Koleksi",
    "Reservasi",
    "Pelanggan",
  ]);
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  for (const hidden of ["Users", "Settings", "Sejarah & Silsilah", "Visi & Misi"]) {
    await expect(page.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  await nav.getByRole("link", { name: "Informasi" }).click();
  await expect(page).toHaveURL(/\/editor\/informasi$/);
  await expect(page.getByRole("heading", { name: "Informasi", level: 1 })).toBeVisible();
});

test("the admin dashboard greets, summarises and links home; the header has a Home link", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  await expect(
    page.getByRole("heading", { name: "Selamat Datang, Admin", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText("Dari sini Anda mengelola pengguna")).toBeVisible();
  await expect(page.getByRole("link", { name: "Lihat halaman utama" })).toHaveAttribute(
    "href",
    "/",
  );
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an editor goes from the back office to the public home page and on to its English twin", async ({
  page,
  loginAs,
}) => {
  await loginAs("editor");
  await page.goto("/editor/dashboard");
  // Home is a link inside the back office's app: the public page arrives by a client navigation,
  // whose data request (`/_.data`) must not leak into the page's own addresses.
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "English", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("Logout in the sidebar removes the session and goes home", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  // The settings form's presence call, sent as it opened, may reach the server after the session
  // has ended there: the browser logs its 401, and nothing comes of it (the session is gone).
  allowConsoleErrors(failedRequest(401));
  await loginAs("admin");
  await page.goto("/admin/settings");
  await openSidebarIfCollapsed(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, username: null });
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

import { expect, richText, test, unique } from "./backoffice-support.ts";

// Stories about the small screen, at a phone's width (run in the phone project only).
test.use({ seed: "none", viewport: { width: 375, height: 740 } });

test("on a phone the menu slides out with its labels, keeps the focus, and Escape closes it", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  const button = page.getByRole("button", { name: "Menu samping" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const nav = menu.getByRole("navigation", { name: "Menu admin" });
  for (const label of ["Dashboard", "Users", "Informasi", "Riwayat Perubahan"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
  expect(await axe()).toEqual([]);

  // Tab goes round inside the menu only.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  // A link goes there and closes the menu.
  await button.click();
  await nav.getByRole("link", { name: "Riwayat Perubahan" }).click();
  await expect(page.getByRole("heading", { name: "Riwayat Perubahan", level: 1 })).toBeVisible();
  await expect(menu).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("a table's search finds a row, and long lists come in pages", async ({
  page,
  request,
  server,
  loginAs,
}) => {
  const admin = await loginAs("admin");
  const prefix = unique("Cari");
  for (let i = 1; i <= 21; i++) {
    await request.post(`${server.url}/api/informasi`, {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: {
        judul: i === 7 ? `${prefix} Grebeg Syawal` : `${prefix} nomor ${i}`,
        tanggal: "2026-02-01",
        deskripsi: "<p>x</p>",
      },
    });
  }
  const wanted = `${prefix} Grebeg Syawal`;
  const token = prefix.split(" ")[1];
  await page.goto("/admin/informasi");
  const table = page.getByRole("table", { name: "Daftar informasi" });
  const paging = page.getByRole("navigation", { name: "Halaman daftar informasi" });
  const search = page.getByLabel("Cari");
  await search.fill(token);
  await expect(paging).toContainText("Menampilkan 1–20 dari 21");
  await paging.getByRole("button", { name: "Berikutnya" }).click();
  await expect(paging).toContainText("Menampilkan 21–21 dari 21");
  await expect(table.getByRole("row")).toHaveCount(2);

  await search.fill(`syawal ${token}`);
  await expect(table.getByRole("row").filter({ hasText: wanted })).toBeVisible();
  await expect(paging).toContainText("Menampilkan 1–1 dari 1");
  await search.fill("tidak-ada-yang-begini");
  await expect(table).toContainText("Tidak ada yang cocok.");
  await search.fill(token);
  await paging.getByRole("button", { name: "Berikutnya" }).click();
  // The No column counts on across pages.
  await expect(table.getByRole("row").nth(1)).toContainText("21");
});

test("the rich-text toolbar stays in view while a long text scrolls, and the dialog fits the screen", async ({
  page,
  loginAs,
}) => {
  await loginAs("editor");
  await page.goto("/editor/informasi");
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Informasi" });
  await richText(form, "Deskripsi").click();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.insertText(`Paragraf ${i + 1} tentang sejarah keraton.`);
    await page.keyboard.press("Enter");
  }
  const toolbar = form.getByRole("toolbar", { name: "Format teks" });
  await expect(toolbar).toBeInViewport();
  const dialogBox = await form.boundingBox();
  const toolbarBox = await toolbar.boundingBox();
  expect(dialogBox && toolbarBox).toBeTruthy();
  if (dialogBox && toolbarBox) {
    expect(toolbarBox.y).toBeGreaterThanOrEqual(dialogBox.y);
    expect(toolbarBox.y + toolbarBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
  }
  // The toolbar still works at the end of the long text.
  await toolbar.getByRole("button", { name: "Tebal" }).click();
  await page.keyboard.type("akhir");
  await expect(richText(form, "Deskripsi").locator("strong")).toHaveText("akhir");

  // No sideways scrolling, neither in the page nor in the dialog.
  const overflow = await form.evaluate((d) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    dialog: d.scrollWidth - d.clientWidth,
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.dialog).toBeLessThanOrEqual(0);
});

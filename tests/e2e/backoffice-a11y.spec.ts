import type { Page } from "@playwright/test";
import { acknowledge, expect, popup, test, testImage, unique } from "./backoffice-support.ts";

test.use({ seed: "none" });

/** Waits until a screen has settled (its data loaded), then checks it with axe and for sideways scrolling. */
async function checkScreen(
  page: Page,
  axe: (page?: Page) => Promise<unknown[]>,
  ready: () => Promise<void>,
) {
  await ready();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const heading = (page: Page, name: string) => () =>
  expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

test("the admin dashboard and users screen, with its form, pass axe and fit the screen", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/dashboard");
  await checkScreen(page, axe, heading(page, "Selamat Datang, Admin"));
  await page.goto("/admin/user");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("row").filter({ hasText: "Administrator" })).toBeVisible(),
  );
  await page.getByRole("button", { name: "Tambah User" }).click();
  await checkScreen(page, axe, () =>
    expect(page.getByRole("dialog", { name: "Tambah User" })).toBeVisible(),
  );
});

test("the settings screen passes axe on its tabs and fits the screen", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/settings");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled(),
  );
  await page.getByRole("tab", { name: "Struktur Kesultanan" }).click();
  await checkScreen(page, axe, () => expect(page.getByLabel("Gambar Struktur")).toBeAttached());
});

test("the sejarah and visi-misi editors pass axe and fit the screen", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/sejarah-istilah");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("textbox", { name: "Teks Sejarah" })).toBeVisible(),
  );
  await page.goto("/admin/Visi-Misi");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("textbox", { name: "Teks Visi" })).toBeVisible(),
  );
});

test("the dokumentasi and informasi screens and their forms pass axe and fit the screen", async ({
  page,
  loginAs,
  axe,
  request,
  server,
}) => {
  const admin = await loginAs("admin");
  // One row in each table, so cards, pictures and buttons are checked too.
  const headers = { authorization: `Bearer ${admin.token}` };
  const judul = unique("Kegiatan untuk axe dengan judul yang cukup panjang");
  const image = await testImage("jpeg");
  await request.post(`${server.url}/api/dokumentasi`, {
    headers,
    multipart: { judul, tanggal: "2026-05-01", deskripsi: "<p>Deskripsi</p>", gambar: image },
  });
  await request.post(`${server.url}/api/informasi`, {
    headers,
    multipart: { judul, gambar: image },
  });
  await page.goto("/admin/dokumentasi");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("row").filter({ hasText: judul })).toBeVisible(),
  );
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const dokumentasi = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await checkScreen(page, axe, () =>
    expect(dokumentasi.getByRole("textbox", { name: "Deskripsi" })).toBeVisible(),
  );
  await page.keyboard.press("Escape");
  await page.goto("/admin/informasi");
  await checkScreen(page, axe, () =>
    expect(page.getByRole("row").filter({ hasText: judul })).toBeVisible(),
  );
  await page.getByRole("button", { name: "Tambah Informasi" }).click();
  const informasi = page.getByRole("dialog", { name: "Tambah Informasi" });
  await checkScreen(page, axe, () =>
    expect(informasi.getByRole("textbox", { name: "Deskripsi" })).toBeVisible(),
  );
});

test("every editor screen and the login screen have no axe violations", async ({
  page,
  loginAs,
  axe,
}) => {
  await page.goto("/login");
  await checkScreen(page, axe, heading(page, "Login"));

  await loginAs("editor");
  await page.goto("/editor/dashboard");
  await checkScreen(page, axe, heading(page, "Selamat Datang, Editor"));
  await page.goto("/editor/dokumentasi");
  await checkScreen(page, axe, heading(page, "Dokumentasi Kegiatan"));
  await page.goto("/editor/informasi");
  await checkScreen(page, axe, heading(page, "Informasi"));
});

test("popups are accessible too, and focus stays inside an open form", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/user");
  await page
    .getByRole("row")
    .filter({ hasText: "Administrator" })
    .getByRole("button", { name: "Delete" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Yakin mau hapus?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Batal" })).toBeFocused();
  expect(await axe()).toEqual([]);
  await confirm.getByRole("button", { name: "Batal" }).click();

  await page.getByRole("button", { name: "Tambah User" }).click();
  const form = page.getByRole("dialog", { name: "Tambah User" });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await form.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(inside).toBe(true);
  }
});

test("an Edit form and the success popup after saving it have no axe violations", async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs("admin");
  await page.goto("/admin/user");
  await page
    .getByRole("row")
    .filter({ hasText: "Administrator" })
    .getByRole("button", { name: "Edit" })
    .click();
  const form = page.getByRole("dialog", { name: "Edit User" });
  await expect(form.getByLabel("Nama")).toHaveValue("Administrator");
  expect(await axe()).toEqual([]);

  await form.getByRole("button", { name: "Simpan" }).click();
  await expect(popup(page, "Berhasil")).toBeVisible();
  expect(await axe()).toEqual([]);
  await acknowledge(page, "Berhasil", "Data user berhasil diupdate");
});

test("on a phone an open form fits the screen, with its save buttons in reach", async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await loginAs("admin");
  await page.goto("/admin/dokumentasi");
  await page.getByRole("button", { name: "Tambah Dokumentasi" }).click();
  const form = page.getByRole("dialog", { name: "Tambah Dokumentasi" });
  await expect(form.getByLabel("Judul")).toBeFocused();
  const box = await form.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
  expect(box?.height).toBeLessThanOrEqual(640);
  await expect(form.getByRole("button", { name: "Terbitkan" })).toBeInViewport({ ratio: 1 });
  const sideways = await form.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
});

import { HARI } from "../../common/schemas/kunjungan.schema.ts";
import {
  acknowledge,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  richText,
  test,
} from "./backoffice-support.ts";

// Its own server (no demo content): the visit page starts from what this spec puts there.
test.use({ seed: "none" });

/** Every day 08:00–16:00, two ticket categories, a short note. */
const WEEK = {
  jam: HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" })),
  tiket: [
    { kategori: "Dewasa", harga: 20000 },
    { kategori: "Pelajar", harga: 10000 },
  ],
  catatan: "<p>Berpakaian sopan.</p>",
  petunjuk: "<p>Dari Stasiun Cirebon sekitar 10 menit.</p>",
};

test("An admin changes Sunday's hours and a ticket price and the visit page shows them", async ({
  page,
  loginAs,
  request,
  server,
  allowConsoleErrors,
}) => {
  const admin = await loginAs("admin");
  const set = await request.put(`${server.url}/api/kunjungan`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: WEEK,
  });
  expect(set.status()).toBe(200);

  await page.goto("/admin/dashboard");
  await openSidebarIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Menu admin" })
    .getByRole("link", { name: "Kunjungan" })
    .click();
  await expect(page).toHaveURL(/\/admin\/kunjungan$/);
  await expect(page.getByRole("heading", { name: "Kunjungan", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  await expect(richText(page, "Catatan untuk pengunjung")).toContainText("Berpakaian sopan.");

  // Sunday: closing before opening is refused by the server, beside the field.
  const buka = page.getByLabel("Jam buka Minggu");
  const tutup = page.getByLabel("Jam tutup Minggu");
  await expect(buka).toHaveValue("08:00");
  await buka.fill("09:00");
  await tutup.fill("08:30");
  allowConsoleErrors(failedRequest(400), /^Gagal menyimpan informasi kunjungan:/);
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Gagal", "Informasi kunjungan gagal disimpan.");
  await expect(tutup).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Jam tutup harus setelah jam buka")).toBeVisible();

  await tutup.fill("14:30");
  const harga = page.getByRole("textbox", { name: "Harga (Rp)" });
  await expect(page.getByRole("textbox", { name: "Kategori" }).first()).toHaveValue("Dewasa");
  await harga.first().fill("25.000");
  await expect(page.getByText("Tampil sebagai Rp25.000")).toBeVisible();

  // A category added and another removed, by keyboard-reachable buttons.
  await page.getByRole("button", { name: "+ Tambah kategori tiket" }).click();
  await expect(page.getByRole("textbox", { name: "Kategori" }).last()).toBeFocused();
  await page.keyboard.type("Wisatawan mancanegara");
  await harga.last().fill("50000");
  await page.getByRole("button", { name: "Hapus kategori tiket Pelajar" }).click();
  await expect(page.getByRole("textbox", { name: "Kategori" })).toHaveCount(2);

  // Monday closed.
  await page.getByRole("checkbox", { name: "Tutup hari Senin" }).check();
  await expect(page.getByLabel("Jam buka Senin")).toHaveCount(0);

  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Informasi kunjungan berhasil disimpan");
  await expect(tutup).not.toHaveAttribute("aria-invalid", "true");

  await page.goto("/kunjungan");
  await expect(page.getByRole("row", { name: /Minggu/ })).toContainText("09.00–14.30");
  await expect(page.getByRole("row", { name: /Senin/ })).toContainText("Tutup");
  await expect(page.getByRole("row", { name: /Dewasa/ })).toContainText("Rp25.000");
  await expect(page.getByRole("row", { name: /Wisatawan mancanegara/ })).toContainText("Rp50.000");
  await expect(page.getByRole("row", { name: /Pelajar/ })).toHaveCount(0);
});

test("the Kunjungan screen passes axe, fits the screen and works by keyboard", async ({
  page,
  loginAs,
  axe,
  request,
  server,
}) => {
  const admin = await loginAs("admin");
  const rabuClosed = WEEK.jam.map((j) =>
    j.hari === "rabu" ? { ...j, buka: null, tutup: null } : j,
  );
  const set = await request.put(`${server.url}/api/kunjungan`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { ...WEEK, jam: rabuClosed, tiket: [] },
  });
  expect(set.status()).toBe(200);
  await page.goto("/admin/kunjungan");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  await page.getByRole("button", { name: "+ Tambah kategori tiket" }).click();
  await expect(page.getByRole("textbox", { name: "Kategori" })).toBeFocused();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard only: a closed day is opened with Space and its time fields follow in tab order.
  const closed = page.getByRole("checkbox", { name: "Tutup hari Rabu" });
  await expect(closed).toBeChecked();
  await closed.focus();
  await page.keyboard.press("Space");
  await expect(closed).not.toBeChecked();
  await expect(page.getByLabel("Jam buka Rabu")).toHaveValue("08:00");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Jam buka Rabu")).toBeFocused();
});

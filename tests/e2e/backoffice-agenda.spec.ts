// The palace's calendar in the back office (issue 18): an editor adds a ceremony by its Hijri
// date, sees the Gregorian days it falls on, and confirms this year's date.
import { acknowledge, expect, openSidebarIfCollapsed, test, unique } from "./backoffice-support.ts";

test("An editor confirms this year's date and the page stops saying perkiraan", async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  await loginAs("editor");
  await page.goto("/editor/dashboard");
  await openSidebarIfCollapsed(page);
  await page
    .getByRole("navigation", { name: "Menu editor" })
    .getByRole("link", { name: "Agenda" })
    .click();
  await expect(page).toHaveURL(/\/editor\/agenda$/);
  await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible();

  // A new yearly ceremony on 8 Syawal: the computed days show as the month and day are chosen.
  const judul = unique("Syukuran Syawal");
  await page.getByRole("button", { name: "Tambah Agenda" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Agenda" });
  await dialog.getByLabel("Judul").fill(judul);
  await dialog.getByLabel("Bulan Hijriah").selectOption({ label: "Syawal" });
  await dialog.getByLabel("Tanggal Hijriah").selectOption("8");
  const computed = dialog.getByTestId("tanggal-perhitungan");
  await expect(computed).toContainText(/\d{1,2} \w+ \d{4} \(8 Syawal \d{4} H\)/);
  await dialog.getByLabel("Lokasi", { exact: true }).fill("Langgar Agung");
  await dialog.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Agenda berhasil ditambahkan");

  // The visitor's page calls its coming date an estimate.
  const row = page.getByRole("row", { name: new RegExp(judul) });
  await expect(row).toBeVisible();
  const slug = judul.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const visitor = await page.context().newPage();
  await visitor.goto(`/agenda/${slug}`);
  const when = visitor.getByRole("definition").first();
  await expect(when).toContainText("8 Syawal");
  await expect(when).toContainText("perkiraan");

  // One click on the estimate confirms that year's date.
  await row.getByRole("button", { name: /^Perkiraan: pastikan/ }).click();
  await acknowledge(page, "Berhasil", "Tanggal pelaksanaan ditandai pasti");
  await expect(row.getByRole("button", { name: /^Perkiraan: pastikan/ })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("definition").first()).toContainText("8 Syawal");
  await expect(visitor.getByRole("definition").first()).not.toContainText("perkiraan");
  expect(consoleErrors).toEqual([]);
});

// The palace's calendar in the back office (issue 18): an editor adds a ceremony by its Hijri
// date, sees the Gregorian days it falls on, and confirms this year's date.
import {
  acknowledge,
  expect,
  failedRequest,
  openSidebarIfCollapsed,
  popup,
  test,
  unique,
} from "./backoffice-support.ts";

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

const LONG_DATE = new Intl.DateTimeFormat("id", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const longDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T12:00:00Z`));
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("An editor cancels and moves a date in the month's schedule and the list above follows at once", async ({
  page,
  request,
  loginAs,
  consoleErrors,
}) => {
  const session = await loginAs("editor");
  const judul = unique("Sedekah Bumi");
  const created = await request.post("/api/agenda", {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { judul, ulang: "tahunan_hijriah", bulan_hijriah: "10", tanggal_hijriah: "8" },
  });
  expect(created.status()).toBe(201);
  const { data: item } = await created.json();
  const coming: Array<{ agenda_id: number; tanggal: string }> = await (
    await request.get("/api/agenda")
  ).json();
  const { tanggal } = coming.find((k) => k.agenda_id === item.id) ?? { tanggal: "" };

  await page.goto("/editor/agenda");
  const row = page.getByRole("row", { name: new RegExp(judul) });
  await expect(row.getByRole("button", { name: /^Perkiraan: pastikan/ })).toBeVisible();
  await page.getByLabel("Pilih bulan").fill(tanggal.slice(0, 7));
  const occurrence = page.getByRole("listitem", { name: new RegExp(judul) });

  // Cancelled: no "Pastikan" left, in the month or in the list above, without a reload.
  await occurrence.getByRole("button", { name: "Batalkan", exact: true }).click();
  const ask = popup(page, "Batalkan pelaksanaan ini?");
  await ask.getByRole("button", { name: "Batalkan pelaksanaan" }).click();
  await acknowledge(page, "Berhasil", "Pelaksanaan pada tanggal ini dibatalkan");
  await expect(occurrence).toContainText("Dibatalkan");
  await expect(occurrence.getByRole("button", { name: /pastikan/i })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Perkiraan: pastikan/ })).toHaveCount(0);
  await occurrence.getByRole("button", { name: "Batal dibatalkan" }).click();
  await acknowledge(page, "Berhasil");
  await expect(row.getByRole("button", { name: /^Perkiraan: pastikan/ })).toBeVisible();

  // Moved 40 days: asked in a dialog in plain words, then sent; the list shows the new day.
  const far = plusDays(tanggal, 40);
  await occurrence.getByRole("button", { name: "Pindahkan" }).click();
  await occurrence.getByLabel("Tanggal baru").fill(far);
  await occurrence.getByRole("button", { name: "Simpan tanggal" }).click();
  const sure = popup(page, "Pindahkan sejauh itu?");
  await expect(sure).toContainText("berjarak 40 hari dari tanggal perhitungan");
  await expect(sure).not.toContainText("yakin");
  await sure.getByRole("button", { name: "Ya, pindahkan" }).click();
  await acknowledge(page, "Berhasil", "Tanggal pelaksanaan berhasil dipindahkan");
  await expect(row).toContainText(longDate(far));
  await expect(row.getByRole("button", { name: /^Perkiraan: pastikan/ })).toHaveCount(0);

  // Where it now is, it says where it came from, dated as the rest of the page.
  await page.getByLabel("Pilih bulan").fill(far.slice(0, 7));
  const moved = page.getByRole("listitem", { name: new RegExp(judul) });
  await expect(moved).toContainText(`Dipindah dari ${longDate(tanggal)}`);
  await expect(moved).not.toContainText(tanggal);
  expect(consoleErrors).toEqual([]);
});

test("An editor keeps a rite by the Aboge calendar on the evening before, and visitors read it so", async ({
  page,
  loginAs,
  allowConsoleErrors,
}) => {
  await loginAs("editor");
  await page.goto("/editor/agenda");
  const judul = unique("Tirakatan Mulud");
  await page.getByRole("button", { name: "Tambah Agenda" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Agenda" });
  await dialog.getByLabel("Judul").fill(judul);
  await dialog.getByLabel("Penanggalan").selectOption("aboge");
  await dialog.getByLabel("Bulan Hijriah").selectOption({ label: "Mulud" });
  await dialog.getByLabel("Tanggal Hijriah").selectOption("5");
  const computed = dialog.getByTestId("tanggal-perhitungan");
  await expect(computed).toContainText(/\d{1,2} \w+ \d{4} \(5 Mulud \d{4} J\)/);
  await expect(dialog).toContainText("Tanggal Masehi menurut penanggalan Jawa Aboge:");

  // An evening rite needs the time it begins: refused, the form kept, the field named.
  allowConsoleErrors(failedRequest(400), /^Terjadi kesalahan saat menambahkan agenda\./);
  await dialog.getByLabel("Malam hari").selectOption("sebelumnya");
  await dialog.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Gagal", "Isi jam mulai acara malam hari");
  await expect(dialog).toContainText("Isi jam mulai acara malam hari");
  await dialog.getByLabel("Jam mulai").fill("19:00");
  await dialog.getByRole("button", { name: "Terbitkan" }).click();
  await acknowledge(page, "Berhasil", "Agenda berhasil ditambahkan");
  await expect(page.getByRole("row", { name: new RegExp(judul) })).toContainText(
    "Setiap 5 Mulud (Jawa Aboge)",
  );

  const slug = judul.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.goto(`/agenda/${slug}`);
  const when = page.getByRole("definition").first();
  await expect(when).toContainText(/malam 5 Mulud \d{4} J, menurut penanggalan Jawa Aboge/);
  await expect(when).toContainText("Malam hari, mulai pukul 19.00 WIB");
  await expect(when).not.toContainText("perkiraan");
});

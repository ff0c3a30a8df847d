import { expect, test, testImage } from "./backoffice-support.ts";

test.use({ seed: "none" });

test.describe("on the smallest phones (320 px)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("an admin sets a day's hours on a phone and sees each whole time, labelled 'Jam buka' and 'Jam tutup', beside one 'Tutup' box", async ({
    page,
    loginAs,
  }) => {
    await loginAs("admin");
    await page.goto("/admin/kunjungan");
    await expect(page.getByRole("heading", { name: "Kunjungan", level: 1 })).toBeVisible();
    const senin = page.getByRole("group", { name: "Senin" });
    await senin.getByRole("checkbox", { name: "Tutup hari Senin" }).uncheck();
    const buka = senin.getByLabel("Jam buka Senin");
    const tutup = senin.getByLabel("Jam tutup Senin");
    await buka.fill("08:30");
    await tutup.fill("15:45");
    for (const input of [buka, tutup]) {
      // The whole time and its picker button fit: the field is at least as wide as the browser
      // makes a time field of its own accord (its natural width), and stays inside its row.
      const fits = await input.evaluate((el) => {
        const field = el as HTMLInputElement;
        const natural = field.cloneNode() as HTMLInputElement;
        natural.value = field.value;
        natural.style.cssText =
          "width:auto;min-width:0;max-width:none;position:absolute;visibility:hidden";
        field.parentElement?.append(natural);
        const needed = natural.getBoundingClientRect().width;
        natural.remove();
        const row = field.closest("li")?.getBoundingClientRect();
        const box = field.getBoundingClientRect();
        return {
          wideEnough: box.width >= needed,
          inRow: Boolean(row) && box.left >= (row?.left ?? 0) && box.right <= (row?.right ?? 0),
        };
      });
      expect(fits.wideEnough, "the time is not cut").toBe(true);
      expect(fits.inRow, "the field stays in its row").toBe(true);
    }
    // One thing says 'Tutup' on its own: the closed-all-day box; the time fields say what they are.
    await expect(senin.getByText("Jam buka", { exact: true })).toBeVisible();
    await expect(senin.getByText("Jam tutup", { exact: true })).toBeVisible();
    await expect(senin.getByText("Tutup", { exact: true })).toHaveCount(1);
    // Nothing on the page runs off to the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
});

test("an admin who tried to save a banner without a picture sees the refusal go once a picture is chosen", async ({
  page,
  loginAs,
}) => {
  await loginAs("admin");
  await page.goto("/admin/banner-beranda");
  await page.getByRole("button", { name: "Tambah Gambar" }).click();
  const dialog = page.getByRole("dialog", { name: "Tambah Gambar Banner" });
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(dialog.getByText("Gambar wajib diunggah").first()).toBeVisible();

  await dialog.getByLabel("Gambar").setInputFiles(await testImage("jpeg"));
  await expect(dialog.getByText("Gambar wajib diunggah")).toHaveCount(0);
  await expect(dialog.getByLabel("Gambar")).not.toHaveAttribute("aria-invalid", "true");
});

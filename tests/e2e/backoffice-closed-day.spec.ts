// Opening hours that match the week visitors meet (issue 18): a date with its own hours.
import { todayInJakarta } from "../../common/dates.ts";
import { acknowledge, expect, test } from "./backoffice-support.ts";
import { ORDINARY_WEEK } from "./public-helpers.ts";

// Its own server (no demo content): the hours are the ones this story sets.
test.use({ seed: "none" });

test("An admin closes the palace for a ceremony and the footer says so that day", async ({
  page,
  loginAs,
  request,
  server,
}) => {
  const admin = await loginAs("admin");
  const headers = { authorization: `Bearer ${admin.token}` };
  expect(
    (await request.put(`${server.url}/api/kunjungan`, { headers, data: ORDINARY_WEEK })).status(),
  ).toBe(200);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("08.00–16.00");

  await page.goto("/admin/kunjungan");
  await expect(page.getByRole("button", { name: "Simpan" })).toBeEnabled();
  await page.getByRole("button", { name: "Tambah tanggal khusus" }).click();
  await page.getByLabel("Tanggal khusus 1", { exact: true }).fill(todayInJakarta());
  await expect(page.getByRole("checkbox", { name: "Tutup pada tanggal khusus 1" })).toBeChecked();
  await page
    .getByLabel("Keterangan tanggal khusus 1", { exact: true })
    .fill("Tutup untuk upacara Panjang Jimat");
  await page.getByRole("button", { name: "Simpan" }).click();
  await acknowledge(page, "Berhasil", "Informasi kunjungan berhasil disimpan");

  await page.goto("/");
  await expect(footer).toContainText("Tutup");
  await expect(footer).toContainText("Tutup untuk upacara Panjang Jimat");
  await expect(footer).not.toContainText("08.00–16.00");
  await page.goto("/kunjungan");
  await expect(page.getByRole("main")).toContainText("Tutup untuk upacara Panjang Jimat");
  // Search engines are told too.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const special = jsonLd
    .map((text) => JSON.parse(text))
    .flatMap((d) => d.specialOpeningHoursSpecification ?? []);
  expect(special).toContainEqual(
    expect.objectContaining({ validFrom: todayInJakarta(), opens: "00:00", closes: "00:00" }),
  );

  // Other stories on this server meet the ordinary week again.
  await request.put(`${server.url}/api/kunjungan`, {
    headers,
    data: { ...ORDINARY_WEEK, pengecualian: [] },
  });
});

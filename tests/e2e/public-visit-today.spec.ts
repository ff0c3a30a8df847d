// Issue 29, item 19: on a date with its own hours, /kunjungan marks those hours as today's, not
// the ordinary hours of the weekday.
import { todayInJakarta } from "../../common/dates.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken, ORDINARY_WEEK } from "./public-helpers.ts";

// Its own server (no demo content): the hours are the ones this story sets.
test.use({ seed: "none" });

test("A visitor opening /kunjungan on a day with special hours sees those hours marked as today's", async ({
  page,
  request,
  server,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request, server.url)}` };
  const special = {
    tanggal: todayInJakarta(),
    buka: "10:00",
    tutup: "13:00",
    keterangan: "Buka singkat untuk persiapan Muludan",
  };
  const saved = await request.put(`${server.url}/api/kunjungan`, {
    headers,
    data: { ...ORDINARY_WEEK, pengecualian: [special] },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/kunjungan");
  const hours = page.getByRole("region", { name: "Jam Buka" });
  const today = hours.locator('[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText("10.00–13.00");
  await expect(today).toContainText("(hari ini)");
  await expect(today).toContainText("Buka singkat untuk persiapan Muludan");
  await expect(today).not.toContainText("08.00–16.00");

  // On an ordinary day the weekday's row is today's again.
  await request.put(`${server.url}/api/kunjungan`, {
    headers,
    data: { ...ORDINARY_WEEK, pengecualian: [] },
  });
  await page.goto("/kunjungan");
  await expect(hours.locator('[aria-current="date"]')).toContainText("08.00–16.00");
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminToken, waitForIslands } from "./public-helpers.ts";

const HARI = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];

/** Today's weekday in Asia/Jakarta, as the page names it. */
function todayName(): string {
  const day = new Date(Date.now() + 7 * 60 * 60 * 1000).getUTCDay();
  return HARI[day];
}

/** A date about a month ahead, as `YYYY-MM-DD`. */
function nextMonth(): string {
  return new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function fillGroupVisit(page: Page, telepon: string) {
  const form = page.locator("#reservasi");
  await form.getByLabel("Nama penanggung jawab").fill("Ibu Ratna Dewi");
  await form.getByLabel("Sekolah / instansi").fill("SD Negeri 3 Cirebon");
  await form.getByLabel("Tanggal kunjungan").fill(nextMonth());
  await form.getByLabel("Jumlah pengunjung").fill("80");
  await form.getByLabel("Nomor telepon / WhatsApp").fill(telepon);
  await form.getByRole("textbox", { name: /^Catatan/ }).fill("Dua bus, tiba pukul 09.00");
}

async function teacherAsksFor80Pupils(
  page: Page,
  request: import("@playwright/test").APIRequestContext,
  base: string,
) {
  await page.goto("/");
  await page.getByRole("link", { name: "Rencanakan Kunjungan" }).click();
  await expect(page).toHaveURL(/\/kunjungan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kunjungan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Harga Tiket" })).toBeVisible();
  // What the form keeps, and how long, is said next to it.
  await expect(
    page.getByText(/Alamat IP pengirim disimpan .* dihapus setelah 90 hari\./),
  ).toBeVisible();

  // A digit short: the form says which field is wrong and keeps everything typed.
  await fillGroupVisit(page, "0812");
  await page.getByRole("button", { name: "Kirim Permintaan" }).click();
  await expect(page.getByRole("alert")).toHaveText("Periksa kembali isian yang ditandai.");
  const telepon = page.getByLabel("Nomor telepon / WhatsApp");
  await expect(telepon).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#telepon-galat")).toHaveText(
    "Nomor telepon 8–15 angka (boleh diawali +)",
  );
  await expect(page.getByLabel("Nama penanggung jawab")).toHaveValue("Ibu Ratna Dewi");
  await expect(page.getByLabel("Jumlah pengunjung")).toHaveValue("80");
  await expect(page.getByRole("textbox", { name: /^Catatan/ })).toHaveValue(
    "Dua bus, tiba pukul 09.00",
  );

  await telepon.fill("0812 3456 7890");
  await page.getByRole("button", { name: "Kirim Permintaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Permintaan kunjungan" })).toHaveText(
    "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
  );

  const token = await adminToken(request, base);
  const list = await (
    await request.get(`${base}/api/reservasi`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(list[0]).toMatchObject({
    nama: "Ibu Ratna Dewi",
    instansi: "SD Negeri 3 Cirebon",
    jumlah: 80,
    telepon: "081234567890",
    tanggal: nextMonth(),
    status: "baru",
  });
}

test("A teacher asks to bring 80 pupils next month", async ({
  page,
  request,
  server,
  consoleErrors,
}) => {
  await teacherAsksFor80Pupils(page, request, server.url);
  // The refused form comes back with status 400, which the browser logs; nothing else may.
  expect(consoleErrors.filter((e) => !e.includes("status of 400"))).toEqual([]);
});

test("A visitor finds today's opening hours from the footer", async ({ page }) => {
  await page.goto("/informasi");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`Jam buka hari ini (${todayName()})`)).toBeVisible();
  await footer.getByRole("link", { name: "08.00–16.00" }).click();
  await expect(page).toHaveURL(/\/kunjungan$/);
  const today = page.getByRole("row", { name: new RegExp(`${todayName()}\\s*\\(hari ini\\)`) });
  await expect(today).toContainText("08.00–16.00");
  await expect(page.getByRole("link", { name: "Petunjuk arah" })).toHaveAttribute(
    "href",
    /google\.com\/maps\/dir\/\?api=1&destination=-6\.7262%2C108\.5705/,
  );
});

test("the visit page passes axe (WCAG 2.2 AA) and tells search engines the hours and prices", async ({
  page,
  axe,
}) => {
  await page.goto("/kunjungan");
  await waitForIslands(page);
  expect(await axe()).toEqual([]);
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  const palace = JSON.parse(ld ?? "{}");
  // Seven days, Friday in two spans around its prayer break (the demo's istirahat 11.30–13.00).
  expect(palace.openingHoursSpecification).toHaveLength(8);
  const friday = palace.openingHoursSpecification.filter(
    (o: { dayOfWeek: string }) => o.dayOfWeek === "https://schema.org/Friday",
  );
  expect(friday).toMatchObject([
    { opens: "08:00", closes: "11:30" },
    { opens: "13:00", closes: "16:00" },
  ]);
  expect(palace.offers[0]).toMatchObject({ name: "Dewasa", price: 20000, priceCurrency: "IDR" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("A teacher asks to bring 80 pupils next month, with JavaScript off", async ({
    page,
    request,
    server,
  }) => {
    await teacherAsksFor80Pupils(page, request, server.url);
  });

  test("A teacher reloads the confirmation and her request is not sent a second time", async ({
    page,
    request,
    server,
  }) => {
    const token = await adminToken(request, server.url);
    const sentSoFar = async () => {
      const res = await request.get(`${server.url}/api/reservasi?limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return Number(res.headers()["x-total-count"]);
    };
    const before = await sentSoFar();
    await page.goto("/kunjungan");
    await fillGroupVisit(page, "0812 3456 7890");
    await page.getByRole("button", { name: "Kirim Permintaan" }).click();
    // The form answers with a redirect to the confirmation: an address a reload only reads.
    await expect(page).toHaveURL(/\/kunjungan\?terkirim=1#reservasi$/);
    const confirmation = page.getByRole("status").filter({ hasText: "Permintaan kunjungan" });
    await expect(confirmation).toHaveText(
      "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
    );
    expect(await sentSoFar()).toBe(before + 1);

    await page.reload();
    await expect(confirmation).toHaveText(
      "Permintaan kunjungan terkirim. Kami akan menghubungi Anda.",
    );
    expect(await sentSoFar()).toBe(before + 1);
    // The confirmation names no one: the form is empty, nothing of what was sent shows.
    await expect(page.getByLabel("Nama penanggung jawab")).toHaveValue("");
    await expect(page.getByText("Ibu Ratna Dewi")).toHaveCount(0);
  });
});

test("the sent form is answered 303 See Other to the confirmation, in its language", async ({
  request,
}) => {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const fields = { nama: "Pak Hadi", tanggal: tomorrow, jumlah: "5", telepon: "081234567891" };
  for (const [path, location] of [
    ["/kunjungan", "/kunjungan?terkirim=1#reservasi"],
    ["/en/kunjungan", "/en/kunjungan?terkirim=1#reservasi"],
  ]) {
    const res = await request.post(path, { form: fields, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(location);
  }
});

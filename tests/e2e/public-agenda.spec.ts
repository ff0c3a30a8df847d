// The palace's calendar (issue 18) as a visitor meets it: when is Panjang Jimat, in Indonesian
// and in English, and a calendar to subscribe to.
import { expect, test } from "./fixtures.ts";
import { waitForIslands } from "./public-helpers.ts";

test("A visitor finds when Panjang Jimat is this year, in English too, and subscribes", async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto("/");
  // The home page names the coming ceremonies and leads to the calendar.
  await expect(page.getByRole("heading", { name: "Agenda terdekat" })).toBeVisible();
  // On a phone the bar's links sit behind the menu button.
  await waitForIslands(page);
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("navigation", { name: "Navigasi utama" })
    .getByRole("link", { name: "Agenda" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole("heading", { name: "Agenda Keraton", level: 1 })).toBeVisible();

  // Panjang Jimat, under its month, with both calendars and marked as an estimate.
  const entry = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Panjang Jimat" }) });
  await expect(entry.first()).toContainText(/\d{1,2} \w+ \d{4} · 12 Rabiulawal \d{4} H/);
  await expect(entry.first()).toContainText("perkiraan");
  await entry.first().getByRole("link", { name: "Panjang Jimat" }).click();
  await expect(page).toHaveURL(/\/agenda\/panjang-jimat$/);
  await expect(page.getByRole("heading", { name: "Panjang Jimat", level: 1 })).toBeVisible();
  await expect(page.locator("main")).toContainText("12 Rabiulawal");
  const addToCalendar = page.getByRole("link", { name: "Tambahkan ke kalender" });
  await expect(addToCalendar).toHaveAttribute("href", "/agenda/panjang-jimat.ics");

  // Search engines read the date too.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = jsonLd.map((text) => JSON.parse(text)).find((d) => d["@type"] === "Event");
  expect(event).toMatchObject({ name: "Panjang Jimat" });
  // Its evening, from 20.00; the coming day is an estimate, not claimed as scheduled.
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T20:00:00\+07:00$/);
  expect(event).not.toHaveProperty("eventStatus");
  expect(event.description).toMatch(/^12 Rabiulawal \d{4} H \(perkiraan; /);

  // The same page in English: English month names on both calendars.
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en\/agenda\/panjang-jimat$/);
  await expect(page.locator("main")).toContainText(
    /\w+day, \d{1,2} \w+ \d{4} · 12 Rabiʻ I \d{4} AH/,
  );
  await expect(page.locator("main")).toContainText("estimate");
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    "/en/agenda/panjang-jimat.ics",
  );

  // The whole calendar, to subscribe to: a webcal:// link calendar apps subscribe to, and the
  // address of the file they read, holding Panjang Jimat.
  await page.goto("/en/agenda");
  const subscribe = page.getByRole("link", { name: "Subscribe to the calendar" });
  await expect(subscribe).toBeVisible();
  const href = await subscribe.getAttribute("href");
  expect(href).toMatch(/^webcal:\/\/[^/]+\/en\/agenda\.ics$/);
  const address = href?.replace(/^webcal:/, new URL(page.url()).protocol) ?? "";
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  const calendar = await request.get(new URL(address).pathname);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await calendar.text();
  expect(text).toContain("BEGIN:VCALENDAR\r\n");
  expect(text).toContain("SUMMARY:Panjang Jimat\r\n");
  expect(consoleErrors).toEqual([]);
});

test("A visitor who searches for Panjang Jimat finds the ceremony with its coming date", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/cari?q=panjang+jimat");
  const ceremonies = page.getByRole("region", { name: /^Agenda \(\d+\)$/ });
  const hit = ceremonies.getByRole("listitem").filter({ hasText: "Panjang Jimat" }).first();
  await expect(hit).toBeVisible();
  // Dated by when it comes next, not when it was written.
  const day = await hit.locator("time").getAttribute("datetime");
  expect(day && day >= new Date().toISOString().slice(0, 10)).toBe(true);
  await hit.getByRole("link", { name: "Panjang Jimat" }).click();
  await expect(page).toHaveURL(/\/agenda\/panjang-jimat$/);
  await expect(page.locator("main")).toContainText("12 Rabiulawal");

  // In English, under the English heading.
  await page.goto("/en/cari?q=panjang+jimat");
  await expect(page.getByRole("region", { name: /^Events \(\d+\)$/ })).toContainText(
    "Panjang Jimat",
  );
  expect(consoleErrors).toEqual([]);
});

test("A visitor sees when to come to the night rites, and which calendar a date is reckoned by", async ({
  page,
  request,
  axe,
  consoleErrors,
}) => {
  const coming: Array<{ judul: string; slug: string; tanggal_mulai: string }> = await (
    await request.get("/api/agenda")
  ).json();
  const entryOf = (name: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name }) })
      .first();
  await page.goto("/agenda");

  // Panjang Jimat: on the evening of its day, from 20.00 — not "all day".
  const jimat = entryOf("Panjang Jimat");
  await expect(jimat).toContainText("Malam hari, mulai pukul 20.00 WIB");
  await expect(jimat).not.toContainText("Sepanjang hari");

  // Malam 1 Sura: dated on the eve of 1 Muharam, the evening it is held.
  const sura = coming.find((k) => k.judul.startsWith("Malam 1 Sura"));
  expect(sura).toBeDefined();
  const suraEntry = entryOf("Malam 1 Sura (1 Muharam)");
  await expect(suraEntry).toContainText(/· malam 1 Muharam \d{4} H/);
  await expect(suraEntry).toContainText("Malam hari, mulai pukul 19.00 WIB");
  await expect(suraEntry.locator("time")).toHaveAttribute("datetime", sura?.tanggal_mulai ?? "");

  // Siraman Panjang by the palace's Aboge calendar: named so, and not an estimate.
  const siraman = entryOf("Siraman Panjang");
  await expect(siraman).toContainText(/5 Mulud \d{4} J, menurut penanggalan Jawa Aboge/);
  await expect(siraman).not.toContainText("perkiraan");
  // The note on estimates says how far they may be off.
  await expect(page.getByText(/dapat berbeda satu atau dua hari/)).toBeVisible();

  // The address can be copied for a calendar app's "From URL".
  await waitForIslands(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Salin alamat" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Alamat kalender disalin." }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/agenda\.ics$/);
  expect(await axe()).toEqual([]);

  // The item's page: its evening, valid markup for axe.
  await page.goto(`/agenda/${sura?.slug}`);
  await waitForIslands(page);
  await expect(page.locator("main")).toContainText(/malam 1 Muharam \d{4} H/);
  expect(await axe()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

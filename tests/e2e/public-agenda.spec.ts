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
  expect(event).toMatchObject({
    name: "Panjang Jimat",
    eventStatus: "https://schema.org/EventScheduled",
  });
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+07:00$/);

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

  // The whole calendar, to subscribe to: a file calendar apps read, holding Panjang Jimat.
  await page.goto("/en/agenda");
  const subscribe = page.getByRole("link", { name: "Subscribe to the calendar" });
  await expect(subscribe).toBeVisible();
  const href = await subscribe.getAttribute("href");
  expect(href).toBe("/en/agenda.ics");
  const calendar = await request.get(href ?? "");
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

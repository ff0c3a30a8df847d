import { readFileSync } from "node:fs";
import { expect, test, unique } from "./backoffice-support.ts";
import { adminToken, createInformasi } from "./public-helpers.ts";

const VISITS = 12;
let visitors = 0;
const visitorAddress = () => `198.19.${Date.now() % 200}.${++visitors}`;

test("an admin opens Statistik and reads the chart and the top pages after visits made in the test", async ({
  page,
  request,
  server,
  loginAs,
}) => {
  const token = await adminToken(request, server.url);
  const judul = unique("Kirab Pusaka Statistik");
  const item = await createInformasi(request, server.url, token, {
    judul,
    deskripsi: "<p>Kirab pusaka mengelilingi keraton.</p>",
  });
  const host = `perujuk-${Date.now().toString(36)}.example`;
  const searched = unique("zamrud");

  // A visitor comes from another site and reads the article, again and again (some answers come
  // from the server's memory, some are a 304 of the unchanged page: each is a view), and searches
  // for what the site does not have. Each visitor has an address of its own (the test's server
  // believes X-Forwarded-For from this machine, as from nginx).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
  for (let i = 0; i < VISITS; i++) {
    const res = await page.goto(`/informasi/${item.slug}`, { referer: `https://${host}/tautan` });
    expect([200, 304]).toContain(res?.status());
  }
  await page.goto(`/cari?q=${encodeURIComponent(searched)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A second visitor comes the same way and searches the same: a site or words that only one
  // visitor sent would not be listed (decision 111).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
  await page.goto(`/informasi/${item.slug}`, { referer: `https://${host}/tautan` });
  await page.goto(`/cari?q=${encodeURIComponent(searched)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.setExtraHTTPHeaders({});

  await loginAs("admin");
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto("/admin/dashboard");
  const thisWeek = page.locator("[data-tayangan-minggu-ini]");
  await expect(thisWeek).toBeVisible();
  expect(Number(await thisWeek.getAttribute("data-tayangan-minggu-ini"))).toBeGreaterThanOrEqual(
    VISITS + 3,
  );
  await expect(page.getByText("Minggu lalu")).toBeVisible();
  // The chart library is no part of the dashboard.
  expect(scripts.filter((url) => /uplot/i.test(url))).toEqual([]);

  await page.getByRole("link", { name: /Buka Statistik/ }).click();
  await expect(page.getByRole("heading", { name: "Statistik", level: 1 })).toBeVisible();

  // The chart is drawn, and its figures can be read.
  const chart = page.locator('[data-chart="tayangan-harian"]');
  await expect(chart.locator("canvas")).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", /^Grafik tayangan per hari, .+: \d+ tayangan$/);
  expect(scripts.some((url) => /uplot/i.test(url))).toBe(true);
  await page.getByText("Angka per hari").click();
  const days = page.getByRole("table", { name: "Tayangan per hari" });
  await expect(days.getByRole("row")).toHaveCount(31);
  const today = Number(await days.getByRole("row").nth(1).getByRole("cell").nth(1).textContent());
  expect(today).toBeGreaterThanOrEqual(VISITS + 3);

  // The article among the top pages, by its title, with exactly the views made here.
  const pages = page.getByRole("table", { name: "Halaman teratas" });
  const row = pages.getByRole("row").filter({ hasText: judul });
  await expect(row.getByRole("cell").nth(0)).toContainText(`/informasi/${item.slug}`);
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(VISITS + 1));

  const referrers = page.getByRole("table", { name: "Situs perujuk" });
  await expect(
    referrers.getByRole("row").filter({ hasText: host }).getByRole("cell").nth(1),
  ).toHaveText(String(VISITS + 1));

  const searches = page.getByRole("table", { name: "Pencarian pengunjung" });
  const search = searches.getByRole("row").filter({ hasText: searched });
  await expect(search.getByRole("cell").nth(1)).toHaveText("2");
  await expect(search.getByRole("cell").nth(2)).toHaveText("Tidak ditemukan");
  await expect(page.getByRole("heading", { name: "Perangkat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bahasa halaman" })).toBeVisible();

  // A shorter period, and the same figures to take away as CSV.
  await page.getByText("7 hari", { exact: true }).click();
  await expect(days.getByRole("row")).toHaveCount(8);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistik-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? "", "utf8");
  expect(csv.split("\r\n")).toContain(`halaman,/informasi/${item.slug},${judul},${VISITS + 1},`);
});

test("an editor's Statistik screen passes axe and fits the screen", async ({
  page,
  loginAs,
  axe,
}) => {
  await page.goto("/informasi", { referer: "https://www.google.com/" });
  await loginAs("editor");
  await page.goto("/editor/statistik");
  await expect(page.getByRole("heading", { name: "Statistik", level: 1 })).toBeVisible();
  await expect(page.locator('[data-chart="tayangan-harian"] canvas')).toBeVisible();
  await expect(page.getByRole("table", { name: "Halaman teratas" })).toBeVisible();
  expect(await axe()).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

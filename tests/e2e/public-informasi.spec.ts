import { cutPopularTitle } from "../../common/titles.ts";
import { expect, test } from "./fixtures.ts";
import {
  adminToken,
  createInformasi,
  jpeg,
  storedViews as views,
  waitForIslands,
} from "./public-helpers.ts";

type Popular = { id: number; slug: string; judul: string; views: number };

const LONG_TITLE =
  "Pengumuman jadwal kunjungan wisata Keraton Kasepuhan Cirebon selama bulan suci Ramadan";

// Views count once per address and article in 10 minutes: each visitor here has its own address.
let visitors = 0;
const visitor = () => ({
  "x-forwarded-for": `198.18.${(++visitors >> 8) & 255}.${visitors & 255}`,
});

test("the popular list cuts long titles at 60 characters followed by '...'", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(request, server.url, token, {
    judul: `${LONG_TITLE} ${Date.now()}`,
    deskripsi: "<p>Jadwal kunjungan.</p>",
  });
  // Enough views, from as many visitors, to enter the five most read.
  const before: Popular[] = await (await request.get("/api/informasi/populer")).json();
  const needed = Math.max(0, ...before.map((p) => p.views)) + 1;
  for (let i = 0; i < needed; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, needed - i) }, () =>
        request.post(`/api/informasi/${item.slug}/increment-view`, {
          headers: visitor(),
          data: {},
        }),
      ),
    );
  }
  // The popular list follows views at once (docs/decisions/115).
  const popular: Popular[] = await (await request.get("/api/informasi/populer")).json();
  expect(popular[0].slug).toBe(item.slug);

  await page.goto("/informasi");
  const list = page.getByRole("region", { name: "Informasi Populer" });
  const links = list.getByRole("link");
  await expect(links).toHaveCount(popular.length);
  await expect(links.first()).toHaveText(`${item.judul.slice(0, 60)}...`);
  for (const [i, p] of popular.entries()) {
    await expect(links.nth(i)).toHaveText(cutPopularTitle(p.judul));
    await expect(links.nth(i)).toHaveAttribute("href", `/informasi/${p.slug}`);
  }
});

test("opening an article counts one view per visitor, not per reload, and refreshes the popular list", async ({
  page,
  request,
  server,
  consoleErrors,
}) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(
    request,
    server.url,
    token,
    { judul: `Artikel dibaca ${Date.now()}`, deskripsi: "<p>Isi artikel.</p>" },
    await jpeg(),
  );
  expect(await views(request, token, item.slug)).toBe(0);
  await page.setExtraHTTPHeaders(visitor());
  const counted = (response: import("@playwright/test").Response) =>
    response.url().endsWith(`/api/informasi/${item.slug}/increment-view`);

  const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/informasi/populer"));
  const first = page.waitForResponse(counted);
  await page.goto(`/informasi/${item.slug}`);
  expect((await first).status()).toBe(200);
  await refreshed;
  expect(await views(request, token, item.slug)).toBe(1);

  // The same visitor reading again within 10 minutes moves the count no further.
  const again = page.waitForResponse((r) => r.url().endsWith("/api/informasi/populer"));
  const second = page.waitForResponse(counted);
  await page.reload();
  expect((await second).status()).toBe(200);
  await again;
  await waitForIslands(page);
  expect(await views(request, token, item.slug)).toBe(1);

  // The list on the page is the one the API answers now.
  const popular: Popular[] = await (await request.get("/api/informasi/populer")).json();
  const list = page.getByRole("region", { name: "Informasi Populer" });
  await expect(list.getByText(`Dibaca ${popular[0].views} kali`).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("after the view is counted the sidebar shows the list the API answers then, not the one the page came with", async ({
  page,
  request,
}) => {
  const [article]: Popular[] = await (await request.get("/api/informasi")).json();
  const fresh: Popular[] = [{ id: 999, slug: article.slug, judul: "Daftar terbaru", views: 4242 }];
  await page.route("**/api/informasi/populer", (route) => route.fulfill({ json: fresh }));
  await page.goto(`/informasi/${article.slug}`);
  const list = page.getByRole("region", { name: "Informasi Populer" });
  await expect(list.getByRole("link")).toHaveCount(1);
  await expect(list.getByRole("link")).toHaveText("Daftar terbaru");
  await expect(list).toContainText("Dibaca 4242 kali");
});

test("clicking a popular entry opens that article and counts exactly one view", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  await page.setExtraHTTPHeaders(visitor());
  await page.goto("/informasi");
  await waitForIslands(page);
  const first = page.getByRole("region", { name: "Informasi Populer" }).getByRole("link").first();
  const href = (await first.getAttribute("href")) ?? "";
  const slug = href.replace("/informasi/", "");
  const before = await views(request, token, slug);
  const counted = page.waitForResponse((r) => r.url().includes(`/${slug}/increment-view`));
  await first.click();
  await counted;
  await expect(page).toHaveURL(href);
  await waitForIslands(page);
  await expect.poll(() => views(request, token, slug)).toBe(before + 1);
});

test("an article shows its title, long date, picture and text, with a way back to the list", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const item = await createInformasi(
    request,
    server.url,
    token,
    {
      judul: `Pentas Tari Topeng ${Date.now()}`,
      tanggal: "2026-11-21",
      deskripsi: "<p>Tari <strong>Topeng</strong> dipentaskan di Siti Inggil.</p>",
    },
    await jpeg("#1f3a5f"),
  );
  await page.goto(`/informasi/${item.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.judul);
  await expect(page.getByText("21 November 2026")).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("Topeng");
  const picture = page.getByRole("img", { name: item.judul });
  await expect(picture).toHaveAttribute("srcset", /-w480\.webp 480w, .*-w960\.webp 960w/);
  await expect(picture).toHaveAttribute("fetchpriority", "high");
  await page.getByRole("link", { name: "Kembali ke Informasi" }).click();
  await expect(page).toHaveURL("/informasi");
  const row = page.getByRole("listitem").filter({ hasText: item.judul });
  await expect(row).toContainText("21 Nov 2026");
  await expect(row.getByRole("img")).toHaveAttribute("width", /\d+/);
});

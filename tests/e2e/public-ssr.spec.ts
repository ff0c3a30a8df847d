import { formatDateLong, formatDateShort } from "../../common/dates.ts";
import { PUBLIC_PAGE_SIZE } from "../../common/paging.ts";
import { expect, test } from "./fixtures.ts";

type Informasi = {
  slug: string;
  judul: string;
  tanggal: string;
  deskripsi: string;
  gambar: string;
};
type Dokumentasi = Informasi & { uploaded: string };

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page arrives complete: hero, welcome, history, vision, mission and documentation", async ({
    page,
    request,
  }) => {
    const docs: Dokumentasi[] = await (await request.get("/api/dokumentasi")).json();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Selamat Datang di Keraton Kasepuhan Cirebon",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Selamat Datang di Keraton Kasepuhan Cirebon" }),
    ).toBeVisible();
    // Tabs cannot switch without the script: both texts are shown, each under its heading.
    for (const name of ["Sejarah Singkat", "Silsilah"]) {
      const text = page.getByRole("region", { name, exact: true });
      await expect(text.getByRole("heading", { name })).toBeVisible();
      await expect(text).not.toContainText("Belum ada data");
    }
    await expect(page.getByRole("heading", { name: "Visi", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Misi", exact: true })).toBeVisible();
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs.slice(0, 3)) {
      await expect(page.locator(`a[href="/kegiatan/${doc.slug}"]`)).toContainText(doc.judul);
    }
  });

  test("the information list shows the newest articles with their short date", async ({
    page,
    request,
  }) => {
    const items: Informasi[] = await (await request.get("/api/informasi")).json();
    await page.goto("/informasi");
    await expect(page.getByRole("heading", { level: 1, name: "Informasi" })).toBeVisible();
    const list = page.getByRole("region", { name: "Daftar informasi" });
    // Other tests add articles to the shared server: the first page holds the newest 12.
    for (const item of items.slice(0, PUBLIC_PAGE_SIZE)) {
      const link = list.getByRole("link", { name: item.judul, exact: true });
      await expect(link).toHaveAttribute("href", `/informasi/${item.slug}`);
    }
    await expect(page.getByText(formatDateShort(items[0].tanggal)).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Informasi Populer" })).toBeVisible();
  });

  test("an article and a documentation page arrive with their title, date and text", async ({
    page,
    request,
  }) => {
    const [article]: Informasi[] = await (await request.get("/api/informasi")).json();
    await page.goto(`/informasi/${article.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.judul);

    const [doc]: Dokumentasi[] = await (await request.get("/api/dokumentasi")).json();
    await page.goto(`/kegiatan/${doc.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.judul);
    await expect(page.getByText(formatDateLong(doc.tanggal))).toBeVisible();
    await expect(page.getByText(`oleh ${doc.uploaded}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("the structure and contact pages show the settings", async ({ page, request }) => {
    const settings = await (await request.get("/api/settings")).json();
    await page.goto("/struktur-kesultanan");
    await expect(
      page.getByRole("heading", { level: 1, name: "Struktur Kesultanan" }),
    ).toBeVisible();
    const chart = page.getByRole("img", { name: /Bagan struktur/ });
    await expect(chart).toHaveAttribute("src", /^\/uploads\//);
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Kontak" })).toBeVisible();
    await expect(page.getByText(settings.Email).first()).toBeVisible();
    await expect(page.locator("iframe")).toHaveAttribute("title", /Peta lokasi/);
    await expect(page.locator("iframe")).toHaveAttribute("loading", "lazy");
  });
});

test("every public page is server-rendered HTML in Indonesian with title, description and canonical URL", async ({
  request,
  server,
}) => {
  const [article]: Informasi[] = await (await request.get("/api/informasi")).json();
  const [doc]: Dokumentasi[] = await (await request.get("/api/dokumentasi")).json();
  const paths = [
    "/",
    "/struktur-kesultanan",
    "/informasi",
    "/contact",
    `/informasi/${article.slug}`,
    `/kegiatan/${doc.slug}`,
  ];
  const titles = new Set<string>();
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="id"');
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title ?? "");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}${path}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html.match(/<h1[ >]/g)?.length, path).toBe(1);
  }
  expect(titles.size).toBe(paths.length);
});

test("the palace and each article are described in JSON-LD, and an article shares its own image", async ({
  request,
  server,
}) => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
  const settings = await (await request.get("/api/settings")).json();
  const home = jsonLd(await (await request.get("/")).text());
  expect(home[0]["@type"]).toEqual(["LandmarksOrHistoricalBuildings", "TouristAttraction"]);
  expect(home[0].address.addressLocality).toBe("Cirebon");
  expect(home[0].address.streetAddress).toBe(settings.Alamat);
  // The demo invents no number or mailbox (decision 043): an empty one is left out of JSON-LD.
  expect(home[0].telephone).toBe(settings.No_WhatsApp || undefined);
  expect(home[0].email).toBe(settings.Email || undefined);

  const items: Informasi[] = await (await request.get("/api/informasi")).json();
  const article = items.find((i) => i.gambar) ?? items[0];
  const html = await (await request.get(`/informasi/${article.slug}`)).text();
  const [news] = jsonLd(html);
  expect(news["@type"]).toBe("NewsArticle");
  expect(news.headline).toBe(article.judul);
  expect(news.datePublished).toBe(`${article.tanggal}T00:00:00+07:00`);
  // The picture as an ImageObject with its real size (finding 23).
  expect(news.image).toEqual([
    {
      "@type": "ImageObject",
      url: `${server.url}${article.gambar}`,
      width: expect.any(Number),
      height: expect.any(Number),
    },
  ]);
  expect(html).toContain(`<meta property="og:image:width" content="${news.image[0].width}"/>`);
  expect(html).toContain(`<meta property="og:image:height" content="${news.image[0].height}"/>`);
  expect(html).toContain(`<meta property="og:image" content="${server.url}${article.gambar}"/>`);
  expect(html).toContain(`<meta name="twitter:image" content="${server.url}${article.gambar}"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');

  const [doc]: Dokumentasi[] = await (await request.get("/api/dokumentasi")).json();
  const docHtml = await (await request.get(`/kegiatan/${doc.slug}`)).text();
  expect(docHtml).toContain(`<meta property="og:image" content="${server.url}${doc.gambar}"/>`);
});

test("unknown paths and unknown slugs answer 404 with the not-found screen", async ({
  request,
}) => {
  for (const path of ["/tidak-ada", "/informasi/tidak-ada-artikel"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 | Halaman tidak ditemukan");
    expect(html).toContain("Halaman yang Anda cari tidak ditemukan.");
    expect(html).toContain("Kembali ke Beranda");
  }
});

test("an unknown documentation page says 'Detail dokumentasi tidak ditemukan.' with a way home", async ({
  page,
}) => {
  const res = await page.goto("/kegiatan/tidak-ada-kegiatan");
  expect(res?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main).toContainText("Detail dokumentasi tidak ditemukan.");
  await main.getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
});

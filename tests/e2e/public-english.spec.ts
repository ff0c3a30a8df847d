// English for foreign visitors (issue 9, docs/decisions/041): the /en twin of every public page,
// the language switch, hreflang, the untranslated fallback, the group form in English, the
// first-visit offer, and the Indonesian site left exactly as it was.
import type { APIRequestContext, Page } from "@playwright/test";
import { unique } from "./api-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken, createInformasi, waitForIslands } from "./public-helpers.ts";

type Item = { id: number; slug: string; judul: string; tanggal: string };

// Other spec files share this worker's server and count its articles: leave none behind.
let created: number[] = [];
test.afterEach(async ({ request, server }) => {
  if (!created.length) return;
  const token = await adminToken(request, server.url);
  for (const id of created) {
    await request.delete(`${server.url}/api/informasi/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
  created = [];
});

/** An article made for one test, removed after it. */
async function makeArticle(
  request: APIRequestContext,
  base: string,
  token: string,
  fields: { judul: string; deskripsi?: string },
) {
  const item = await createInformasi(request, base, token, fields);
  created.push(item.id);
  return item;
}

async function firstOf(request: APIRequestContext, what: "informasi" | "dokumentasi") {
  const [first] = (await (await request.get(`/api/${what}`)).json()) as Item[];
  return first;
}

/** Every English page with the h1 it must show (the 404 too), from the demo content. */
async function englishPages(request: APIRequestContext) {
  const article = await firstOf(request, "informasi");
  const activity = await firstOf(request, "dokumentasi");
  return [
    { path: "/en", h1: /Welcome to/ },
    { path: "/en/struktur-kesultanan", h1: /^Sultanate Structure$/ },
    { path: "/en/informasi", h1: /^News$/ },
    { path: `/en/informasi/${article.slug}`, h1: /\S/ },
    { path: "/en/kegiatan", h1: /^Activities$/ },
    { path: `/en/kegiatan/${activity.slug}`, h1: /\S/ },
    { path: "/en/kunjungan", h1: /^Visit$/ },
    { path: "/en/contact", h1: /^Contact$/ },
    { path: "/en/cari?q=keraton", h1: /^Search$/ },
    { path: "/en/tidak-ada", h1: /^404 \| Not Found$/ },
  ];
}

/** The Indonesian address of an English one (`/en` → `/`). */
const indonesian = (path: string) => path.replace(/^\/en(?=\/|\?|$)/, "") || "/";

async function alternates(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang"),
        new URL(l.getAttribute("href") ?? "").pathname +
          new URL(l.getAttribute("href") ?? "").search,
      ]),
    ),
  );
}

test("every English page is in English, lang=en, with hreflang both ways and its own canonical", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  for (const { path, h1 } of await englishPages(request)) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(path === "/en/tidak-ada" ? 404 : 200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
    await expect(page.locator("h1").first(), path).toHaveText(h1);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeAttached();
    await expect(page.locator("footer"), path).toContainText("All rights reserved.");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      "id_ID",
    );
    const base = path.split("?")[0];
    const links = await alternates(page);
    expect(links.en, path).toBe(path.startsWith("/en/cari") ? base : path);
    expect(links.id, path).toBe(indonesian(links.en));
    expect(links["x-default"], path).toBe(links.id);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname, path).toBe(base);
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/en/rss.xml",
    );
    // The 404 page's own document answer is logged by the browser as a failed load: not a fault.
    if (path !== "/en/tidak-ada") expect(consoleErrors, path).toEqual([]);
  }
});

test("Indonesian pages link their English twin (hreflang) and keep lang=id", async ({
  page,
  request,
}) => {
  const article = await firstOf(request, "informasi");
  for (const path of ["/", "/kunjungan", `/informasi/${article.slug}`]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const links = await alternates(page);
    expect(links).toEqual({
      id: path,
      en: path === "/" ? "/en" : `/en${path}`,
      "x-default": path,
    });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "id_ID");
  }
});

test("the language switch leads to the same page, slug and query in the other language", async ({
  page,
  request,
}) => {
  const article = await firstOf(request, "informasi");
  await page.goto(`/informasi/${article.slug}`);
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(`/en/informasi/${article.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Bahasa Indonesia", exact: true }).click();
  await expect(page).toHaveURL(`/informasi/${article.slug}`);

  await page.goto("/en/cari?q=keraton");
  await page.getByRole("link", { name: "Bahasa Indonesia", exact: true }).click();
  await expect(page).toHaveURL("/cari?q=keraton");
  await expect(page.locator("#cari-halaman")).toHaveValue("keraton");

  await page.goto("/en");
  await page.getByRole("link", { name: "Bahasa Indonesia", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("an untranslated article shows the Indonesian text marked lang=id with a note", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const judul = unique("Belum diterjemahkan");
  const item = await makeArticle(request, server.url, token, {
    judul,
    deskripsi: "<p>Teks ini hanya ada dalam bahasa Indonesia.</p>",
  });
  await page.goto(`/en/informasi/${item.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const h1 = page.locator("h1");
  await expect(h1).toHaveText(judul);
  await expect(h1).toHaveAttribute("lang", "id");
  const body = page.locator('div[lang="id"]', { hasText: "hanya ada dalam bahasa Indonesia" });
  await expect(body).toBeVisible();
  await expect(
    page.getByText("This text has not been translated into English yet.").first(),
  ).toBeVisible();
  // The list marks it too, and never shows an empty page.
  await page.goto("/en/informasi");
  await expect(page.locator('h3[lang="id"]', { hasText: judul })).toBeVisible();
});

test("an English title an editor adds shows on /en/informasi and its page", async ({
  page,
  request,
  server,
  loginAs,
}) => {
  const admin = await adminToken(request, server.url);
  const judul = unique("Judul Indonesia");
  const item = await makeArticle(request, server.url, admin, {
    judul,
    deskripsi: "<p>Isi</p>",
  });
  const editor = await loginAs("editor");
  const judulEn = unique("An English Title");
  const res = await request.put(`${server.url}/api/informasi/${item.id}`, {
    headers: { authorization: `Bearer ${editor.token}` },
    multipart: {
      judul,
      tanggal: item.tanggal,
      deskripsi: "<p>Isi</p>",
      judul_en: judulEn,
      deskripsi_en: "<p>The text in English.</p>",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await page.goto("/en/informasi");
  const link = page.getByRole("link", { name: judulEn });
  await expect(link).toBeVisible();
  await expect(page.locator("h3", { has: link })).not.toHaveAttribute("lang", /.*/);
  await link.click();
  await expect(page).toHaveURL(`/en/informasi/${item.slug}`);
  await expect(page.locator("h1")).toHaveText(judulEn);
  await expect(page.getByText("The text in English.")).toBeVisible();
  await expect(page.getByText("has not been translated")).toHaveCount(0);
  // The Indonesian page keeps the Indonesian words.
  await page.goto(`/informasi/${item.slug}`);
  await expect(page.locator("h1")).toHaveText(judul);
});

/**
 * What may differ on an Indonesian page once English exists: the hreflang links, the other
 * locale of Open Graph, the language switch and the (empty) first-visit offer. Nothing else.
 */
function withoutLanguageLinks(html: string): string {
  return html
    .replace(/<link rel="alternate" hrefLang="[^"]+" href="[^"]*"\/>/g, "")
    .replace(/<meta property="og:locale:alternate" content="[^"]*"\/>/g, "")
    .replace(/<a href="[^"]*" hrefLang="en" lang="en"[^>]*>English<\/a>/g, "")
    .replace(/<div data-island="langOffer" data-props="[^"]*" class="contents"><\/div>/g, "")
    .replace(/,&quot;switchHref&quot;:&quot;[^&]*&quot;/g, "");
}

test("Indonesian pages are byte for byte the same before and after English content is added", async ({
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const token = await adminToken(request, server.url);
  const item = await makeArticle(request, server.url, token, {
    judul: unique("Tetap Indonesia"),
    deskripsi: "<p>Hanya bahasa Indonesia.</p>",
  });
  const activity = await firstOf(request, "dokumentasi");
  const paths = [
    "/",
    "/struktur-kesultanan",
    "/informasi",
    `/informasi/${item.slug}`,
    "/kegiatan",
    `/kegiatan/${activity.slug}`,
    "/kunjungan",
    "/contact",
    "/cari?q=keraton",
    "/tidak-ada",
    "/rss.xml",
  ];
  // Pages rendered per request (search, the 404) carry that request's CSP nonce: not content.
  const read = async () =>
    Promise.all(
      paths.map(async (p) =>
        (await (await request.get(`${server.url}${p}`)).text()).replace(
          /nonce="[^"]*"/g,
          'nonce=""',
        ),
      ),
    );
  const before = await read();

  const auth = { authorization: `Bearer ${token}` };
  const put = await request.put(`${server.url}/api/informasi/${item.id}`, {
    headers: auth,
    multipart: {
      judul: item.judul,
      tanggal: item.tanggal,
      deskripsi: "<p>Hanya bahasa Indonesia.</p>",
      judul_en: "Indonesian Only No More",
      deskripsi_en: "<p>Now in English too.</p>",
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const sejarah = await (await request.get(`${server.url}/api/sejarah_istilah/sejarah`)).json();
  const text = await request.post(`${server.url}/api/sejarah_istilah`, {
    headers: auth,
    data: { type: "sejarah", content: sejarah.content, content_en: "<p>History in English.</p>" },
  });
  expect(text.ok(), await text.text()).toBe(true);
  // The English pages do change…
  const english = await (await request.get(`${server.url}/en/informasi/${item.slug}`)).text();
  expect(english).toContain("Indonesian Only No More");
  // …the Indonesian ones do not, by a single byte (apart from the language links).
  const after = await read();
  for (const [i, path] of paths.entries()) {
    expect(after[i], path).toBe(before[i]);
    expect(after[i], path).not.toContain("Indonesian Only No More");
  }
  // And the only language-related additions are the links themselves.
  const home = before[0];
  expect(home).toContain('<link rel="alternate" hrefLang="en" href=');
  expect(withoutLanguageLinks(home)).not.toMatch(/hrefLang|og:locale:alternate|langOffer/);
});

test("the group visit form answers in English, with and without JavaScript", async ({
  page,
  request,
}) => {
  // No JavaScript: a plain form post to the English page.
  const refused = await request.post("/en/kunjungan", {
    form: { nama: "", tanggal: "", jumlah: "", telepon: "12" },
  });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain("Please check the fields marked below.");
  expect(html).toContain("Please enter a phone number of 8–15 digits");
  expect(html).not.toContain("wajib diisi");

  await page.goto("/en/kunjungan");
  await expect(page.getByRole("heading", { name: "Opening Hours" })).toBeVisible();
  await expect(page.locator("form[method=post]")).toHaveAttribute(
    "action",
    "/en/kunjungan#reservasi",
  );
  await page.getByLabel("Name of the person in charge").fill("Jane Doe");
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Date of visit").fill(tomorrow);
  await page.getByLabel("Number of visitors").fill("12");
  await page.getByLabel("Phone / WhatsApp number").fill("+62 812 3456 7890");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page).toHaveURL(/\/en\/kunjungan\?terkirim=1#reservasi$/);
  await expect(page.getByRole("status")).toHaveText(
    "Your visit request has been sent. We will contact you.",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the English feed and the sitemap list the English pages", async ({ request }) => {
  const feed = await (await request.get("/en/rss.xml")).text();
  expect(feed).toContain("<language>en</language>");
  expect(feed).toMatch(/<link>http[^<]+\/en\/informasi\/[^<]+<\/link>/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>http[^<]+\/en<\/loc>/);
  expect(sitemap).toMatch(/<loc>http[^<]+\/en\/kunjungan<\/loc>/);
  expect(sitemap).toContain('hreflang="x-default"');
});

test.describe("a visitor whose browser prefers English", () => {
  test.use({ locale: "en-US" });

  test("is offered the English site once, on the Indonesian page, and it is remembered", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForIslands(page);
    const offer = page.getByRole("complementary", { name: "Site language" });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL("/");
    await offer.getByRole("button", { name: "No, thanks" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole("complementary", { name: "Site language" })).toHaveCount(0);
  });

  test("follows the offer to the same page in English", async ({ page }) => {
    await page.goto("/kunjungan");
    await waitForIslands(page);
    await page.getByRole("link", { name: "Read it in English" }).click();
    await expect(page).toHaveURL("/en/kunjungan");
    await page.goto("/kunjungan");
    await waitForIslands(page);
    await expect(page.getByRole("complementary", { name: "Site language" })).toHaveCount(0);
  });

  test("the page's bytes do not depend on Accept-Language", async ({ request }) => {
    const en = await request.get("/", { headers: { "accept-language": "en-US,en;q=0.9" } });
    const id = await request.get("/", { headers: { "accept-language": "id-ID,id;q=0.9" } });
    expect(await en.text()).toBe(await id.text());
    expect(en.headers().vary ?? "").not.toMatch(/accept-language/i);
  });
});

test("a visitor whose browser prefers Indonesian gets no offer", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  await expect(page.getByRole("complementary", { name: "Site language" })).toHaveCount(0);
});

test("old slugs answer 301 to the current English page", async ({ request, server }) => {
  const token = await adminToken(request, server.url);
  const judul = unique("Judul Lama");
  const item = await makeArticle(request, server.url, token, { judul });
  const renamed = await request.put(`${server.url}/api/informasi/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { judul: `${judul} Baru`, tanggal: item.tanggal, deskripsi: "" },
  });
  expect(renamed.ok()).toBe(true);
  const now = (await renamed.json()).data as Item;
  expect(now.slug).not.toBe(item.slug);
  const res = await request.get(`/en/informasi/${item.slug}`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe(`/en/informasi/${now.slug}`);
});

test("every English page passes axe (WCAG 2.2 AA)", async ({ page, request, axe }) => {
  test.setTimeout(120_000);
  for (const { path } of await englishPages(request)) {
    await page.goto(path);
    await waitForIslands(page);
    expect(await axe(), path).toEqual([]);
  }
});

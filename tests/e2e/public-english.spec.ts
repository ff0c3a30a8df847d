// English for foreign visitors (issue 9, docs/decisions/041): the /en twin of every public page,
// the language switch, hreflang, the untranslated fallback, the group form in English, the
// first-visit offer, and the Indonesian site left exactly as it was.
import type { APIRequestContext, Page } from "@playwright/test";
import { unique } from "./api-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken, createInformasi, jpeg, waitForIslands } from "./public-helpers.ts";

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
  image?: Buffer,
) {
  const item = await createInformasi(request, base, token, fields, image);
  created.push(item.id);
  return item;
}

/**
 * The newest item with an English page (title and text in English): another story on this server
 * may just have added one without English, whose /en page rightly defers to the Indonesian one.
 */
async function firstOf(request: APIRequestContext, what: "informasi" | "dokumentasi") {
  const items = (await (await request.get(`/api/${what}`)).json()) as Array<
    Item & { judul_en?: string; deskripsi_en?: string; deskripsi?: string }
  >;
  const translated = items.find((i) => i.judul_en && (i.deskripsi_en || !i.deskripsi?.trim()));
  if (!translated) throw new Error(`no ${what} item with English in the demo content`);
  return translated;
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

test("the Login link leads to /login from either language, and /login offers no English twin", async ({
  page,
  request,
}) => {
  for (const from of ["/", "/en", "/en/kunjungan"]) {
    await page.goto(from);
    // On a phone the link sits in the folded menu: found there too.
    const login = page
      .getByRole("navigation", { name: /Main navigation|Navigasi utama/, includeHidden: true })
      .getByRole("link", { name: "Login", exact: true, includeHidden: true });
    await expect(login, from).toHaveAttribute("href", "/login");
  }
  const res = await page.goto("/login");
  expect(res?.status()).toBe(200);
  // No language switch to an /en/login that would answer 404, and no hreflang to it.
  await expect(page.getByRole("link", { name: "English", exact: true })).toHaveCount(0);
  await expect(page.locator('a[href^="/en"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // Every link on the sign-in screen answers; /en/login stays a 404.
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  for (const href of new Set(hrefs.map((h) => h.split("#")[0]).filter(Boolean))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  expect((await request.get("/en/login")).status()).toBe(404);
});

test.describe("a staff member whose browser prefers English", () => {
  test.use({ locale: "en-US" });

  test("is not offered an English sign-in screen", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("complementary", { name: "Site language" })).toHaveCount(0);
  });
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

/** The page's canonical address, its hreflang links and its `<title>` elements. */
async function seoOf(page: Page) {
  return page.evaluate(() => ({
    canonical: new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "")
      .pathname,
    hreflangs: [...document.querySelectorAll("link[hreflang]")].map((l) =>
      l.getAttribute("hreflang"),
    ),
    titles: [...document.querySelectorAll("title")].map((t) => ({
      text: t.textContent ?? "",
      lang: t.getAttribute("lang"),
      inHead: t.parentElement === document.head,
    })),
  }));
}

test("an article without English yet does not compete as an English page until it is translated", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const judul = unique("Belum Ada Terjemahan");
  const item = await makeArticle(request, server.url, token, {
    judul,
    deskripsi: "<p>Hanya dalam bahasa Indonesia.</p>",
  });
  const path = `/informasi/${item.slug}`;

  // The /en twin shows the Indonesian text, so it defers to the Indonesian page…
  await page.goto(`/en${path}`);
  let seo = await seoOf(page);
  expect(seo.canonical).toBe(path);
  expect(seo.hreflangs).toEqual([]);
  // …and its title, Indonesian words under lang="en", says which language it is in.
  expect(seo.titles).toEqual([
    { text: `${judul} | Keraton Kasepuhan Cirebon`, lang: "id", inHead: true },
  ]);
  // The Indonesian page names no English twin.
  await page.goto(path);
  seo = await seoOf(page);
  expect(seo.canonical).toBe(path);
  expect(seo.hreflangs).toEqual([]);
  // The sitemap lists it in Indonesian alone, naming no twin; the English feed leaves it out.
  const entryOf = (xml: string, loc: string) =>
    xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`));
  let sitemap = await (await request.get("/sitemap.xml")).text();
  expect(entryOf(sitemap, `${server.url}${path}`)).toBeTruthy();
  expect(entryOf(sitemap, `${server.url}${path}`)).not.toContain("xhtml:link");
  expect(sitemap).not.toContain(`${server.url}/en${path}`);
  let feed = await (await request.get("/en/rss.xml")).text();
  expect(feed).not.toContain(item.slug);
  expect(await (await request.get("/rss.xml")).text()).toContain(`${server.url}${path}`);

  // Once an editor translates it, it is an English page like any other.
  const judulEn = unique("Now in English");
  const put = await request.put(`${server.url}/api/informasi/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul,
      tanggal: item.tanggal,
      deskripsi: "<p>Hanya dalam bahasa Indonesia.</p>",
      judul_en: judulEn,
      deskripsi_en: "<p>Now in English as well.</p>",
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  await page.goto(`/en${path}`);
  seo = await seoOf(page);
  expect(seo.canonical).toBe(`/en${path}`);
  expect(seo.hreflangs).toEqual(["id", "en", "x-default"]);
  expect(seo.titles).toEqual([
    { text: `${judulEn} | Keraton Kasepuhan Cirebon`, lang: null, inHead: true },
  ]);
  await page.goto(path);
  expect((await seoOf(page)).hreflangs).toEqual(["id", "en", "x-default"]);
  sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${server.url}/en${path}</loc>`);
  expect(sitemap).toContain(`hreflang="en" href="${server.url}/en${path}"`);
  feed = await (await request.get("/en/rss.xml")).text();
  expect(feed).toContain(`<link>${server.url}/en${path}</link>`);
  expect(feed).toContain(judulEn);
});

test("the English feed carries only articles that are in English, and stays valid RSS 2.0", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  await makeArticle(request, server.url, token, {
    judul: unique("Kabar Tanpa Terjemahan"),
    deskripsi: "<p>Isi berbahasa Indonesia.</p>",
  });
  type Listed = Item & { judul_en?: string; deskripsi_en?: string; deskripsi: string };
  const informasi: Listed[] = await (await request.get("/api/informasi")).json();
  const english = informasi.filter((i) => i.judul_en && (i.deskripsi_en || !i.deskripsi.trim()));
  expect(english.length).toBeGreaterThan(0);
  expect(english.length).toBeLessThan(informasi.length);
  const xml = await (await request.get("/en/rss.xml")).text();
  const items = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("not well-formed");
    if (doc.documentElement.getAttribute("version") !== "2.0") throw new Error("not RSS 2.0");
    const channel = doc.querySelector("rss > channel");
    for (const required of ["title", "link", "description"]) {
      if (!channel?.querySelector(`:scope > ${required}`)?.textContent) throw new Error(required);
    }
    return [...doc.querySelectorAll("item")].map((item) => ({
      title: item.querySelector("title")?.textContent,
      link: item.querySelector("link")?.textContent,
    }));
  }, xml);
  expect(xml).toContain("<language>en</language>");
  expect(items).toEqual(
    english.map((i) => ({ title: i.judul_en, link: `${server.url}/en/informasi/${i.slug}` })),
  );
});

test("an English article's share tags and NewsArticle name its English page, its picture and its last change", async ({
  page,
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const judul = unique("Kabar Bergambar");
  const item = await makeArticle(
    request,
    server.url,
    token,
    { judul, deskripsi: "<p>Isi.</p>" },
    await jpeg(),
  );
  const judulEn = unique(
    "The Long Procession of Heirloom Plates from the Palace Hall to the Great Prayer House",
  );
  const put = await request.put(`${server.url}/api/informasi/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul,
      tanggal: item.tanggal,
      deskripsi: "<p>Isi.</p>",
      judul_en: judulEn,
      deskripsi_en: "<p>The text.</p>",
      keterangan_gambar_en: "Heirloom plates on a red cloth",
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const saved = await (await request.get(`/api/informasi/${item.id}`)).json();

  await page.goto(`/en/informasi/${item.slug}`);
  const title = await page.title();
  expect(Array.from(title).length).toBeLessThanOrEqual(70);
  expect(title.startsWith(judulEn.slice(0, 40))).toBe(true);
  const og = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute("content");
  expect(await og("og:image")).toBe(`${server.url}${item.gambar}`);
  // The picture uploaded was 800 × 500.
  expect(await og("og:image:width")).toBe("800");
  expect(await og("og:image:height")).toBe("500");
  expect(await og("og:image:alt")).toBe("Heirloom plates on a red cloth");

  const article = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}"))
      .find((data) => data["@type"] === "NewsArticle"),
  );
  expect(article.mainEntityOfPage).toBe(`${server.url}/en/informasi/${item.slug}`);
  expect(article.inLanguage).toBe("en");
  expect(Number.isNaN(Date.parse(article.dateModified))).toBe(false);
  expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(
    Date.parse(article.datePublished),
  );
  expect(article.image).toEqual([
    { "@type": "ImageObject", url: `${server.url}${saved.gambar}`, width: 800, height: 500 },
  ]);
  // The Indonesian page's article names the Indonesian page.
  await page.goto(`/informasi/${item.slug}`);
  const indonesian = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}"))
      .find((data) => data["@type"] === "NewsArticle"),
  );
  expect(indonesian.mainEntityOfPage).toBe(`${server.url}/informasi/${item.slug}`);
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
 * locale of Open Graph, the language switch (bar and footer) and the first-visit offer (rendered
 * hidden; the browser shows it, decision 170).
 * Nothing else.
 */
function withoutLanguageLinks(html: string): string {
  return html
    .replace(/<link rel="alternate" hrefLang="[^"]+" href="[^"]*"\/>/g, "")
    .replace(/<meta property="og:locale:alternate" content="[^"]*"\/>/g, "")
    .replace(
      /<a href="[^"]*" hrefLang="en" lang="en"[^>]*>(?:<span[^>]*>en<\/span><span[^>]*>English<\/span>|Read this page in English)<\/a>/g,
      "",
    )
    .replace(
      /<div data-island="langOffer" data-props="[^"]*" class="contents">.*?<\/aside><\/div>/gs,
      "",
    )
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
  // …the Indonesian ones do not, by a single byte. Only the article itself, now with an English
  // page, gains the hreflang links to it and the time of the edit in its JSON-LD (decision 042).
  const after = await read();
  const articlePath = `/informasi/${item.slug}`;
  const articleIndex = paths.indexOf(articlePath);
  expect(before[articleIndex]).not.toContain('<link rel="alternate" hrefLang="en"');
  expect(after[articleIndex]).toContain(
    `<link rel="alternate" hrefLang="en" href="${server.url}/en${articlePath}"/>`,
  );
  const alike = (html: string, path: string) =>
    path === articlePath ? withoutLanguageLinks(html).replace(/"dateModified":"[^"]*"/, "") : html;
  for (const [i, path] of paths.entries()) {
    expect(alike(after[i], path), path).toBe(alike(before[i], path));
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
  await expect(page.locator("#reservasi form[method=post]")).toHaveAttribute(
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

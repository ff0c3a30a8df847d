import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { CONTENT_KINDS } from "../../common/content/kinds.ts";
import { startServer } from "../support/server-process.ts";
import { expect, test } from "./fixtures.ts";
import { adminToken } from "./public-helpers.ts";

type Item = {
  id: number;
  slug: string;
  judul: string;
  tanggal: string;
  deskripsi: string;
  judul_en?: string;
  deskripsi_en?: string;
};

/** An article or activity whose /en page is in English: its title and text are (decision 042). */
const inEnglish = (item: Item) =>
  Boolean(item.judul_en) && (Boolean(item.deskripsi_en) || !item.deskripsi.trim());

/** GET without any client-side decoding: the bytes as the server sent them. */
function rawGet(url: string, encoding: string, host?: string) {
  const headers = { "accept-encoding": encoding, ...(host ? { host } : {}) };
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/** Parses XML with the browser's own parser; fails on any parse error. */
async function parseXml(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ xml, selector }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("XML tidak valid");
      return [...doc.querySelectorAll(selector)].map((el) => el.textContent ?? "");
    },
    { xml, selector },
  );
}

/** `?halaman=2…` of a list of 12 a page. */
const pagesAfterTheFirst = (path: string, count: number) =>
  Array.from(
    { length: Math.max(0, Math.ceil(count / 12) - 1) },
    (_, i) => `${path}?halaman=${i + 2}`,
  );

/** Where a kind's published items are listed when its API's root answers something else. */
const ITEMS_OF: Readonly<Record<string, string>> = {
  // The calendar's root answers occurrences; a visitor's `?bentuk=item` lists its items.
  agenda: "/api/agenda?bentuk=item",
};

test("the sitemap lists every public page and every published item of every kind in both languages with absolute URLs", async ({
  page,
  request,
  server,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const locs = await parseXml(page, await res.text(), "url > loc");
  const kinds = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const items: Item[] = await (
        await request.get(ITEMS_OF[kind.jenis] ?? `/api/${kind.jenis}`)
      ).json();
      return { kind, items };
    }),
  );
  const pages = [
    "/",
    "/struktur-kesultanan",
    ...kinds.map(({ kind }) => kind.publicPath),
    "/kunjungan",
    "/contact",
    ...kinds.flatMap(({ kind, items }) =>
      kind.pagedList ? pagesAfterTheFirst(kind.publicPath, items.length) : [],
    ),
  ];
  const itemPages = (only: (item: Item) => boolean) =>
    kinds.flatMap(({ kind, items }) =>
      items.filter(only).map((item) => `${kind.publicPath}/${item.slug}`),
    );
  const english = [...pages, ...itemPages(inEnglish)];
  const expected = [...pages, ...itemPages(() => true)];
  // Each page also in English under /en (decision 041), but an item only once it is translated
  // (decision 042); the demo content has some of each.
  expect(english.length).toBeLessThan(expected.length);
  const both = [...expected, ...english.map((p) => (p === "/" ? "/en" : `/en${p}`))];
  expect(locs.sort()).toEqual(both.map((p) => `${server.url}${p}`).sort());
});

test("robots.txt keeps crawlers out of the back office and the API and points to the sitemap", async ({
  request,
  server,
}) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /editor");
  expect(text).toContain("Disallow: /api");
  expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
});

test("the RSS 2.0 feed carries every article with an absolute link and a date", async ({
  page,
  request,
  server,
}) => {
  const res = await request.get("/rss.xml");
  expect(res.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await res.text();
  expect(xml).toContain('<rss version="2.0"');
  const informasi: Item[] = await (await request.get("/api/informasi")).json();
  const links = await parseXml(page, xml, "item > link");
  expect(links).toEqual(informasi.map((i) => `${server.url}/informasi/${i.slug}`));
  const titles = await parseXml(page, xml, "item > title");
  expect(titles).toEqual(informasi.map((i) => i.judul));
  const dates = await parseXml(page, xml, "item > pubDate");
  for (const date of dates) expect(Number.isNaN(Date.parse(date))).toBe(false);
});

test("public pages carry Cache-Control and an ETag, and answer 304 when nothing changed", async ({
  request,
}) => {
  for (const path of ["/", "/informasi", "/contact"]) {
    const first = await request.get(path);
    const etag = first.headers().etag;
    expect(etag, path).toBeTruthy();
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(first.headers().vary).toContain("Accept-Encoding");
    const again = await request.get(path, { headers: { "if-none-match": etag } });
    expect(again.status(), path).toBe(304);
  }
});

test("the favicon, the site's pictures and the built assets answer 304 to a browser that holds them", async ({
  request,
}) => {
  const html = await (await request.get("/informasi")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  for (const path of ["/favicon.svg", "/images/og-default.jpg", asset as string]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const { etag, "last-modified": lastModified } = first.headers();
    expect(etag, path).toBeTruthy();
    const byTag = await request.get(path, { headers: { "if-none-match": etag } });
    expect(byTag.status(), path).toBe(304);
    const byDate = await request.get(path, { headers: { "if-modified-since": lastModified } });
    expect(byDate.status(), path).toBe(304);
  }
  const hashed = await request.get(asset as string);
  expect(hashed.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a cached page runs no inline script, so its CSP names no nonce, and its ETag stays the same", async ({
  request,
}) => {
  const a = await request.get("/informasi");
  const b = await request.get("/informasi");
  for (const answer of [a, b]) {
    const csp = answer.headers()["content-security-policy"];
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce");
    // Every script of the page is a file of this origin: nothing inline that a nonce would allow.
    const html = await answer.text();
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) expect(m[1]).toMatch(/\bsrc=/);
    expect(html).not.toContain("nonce=");
  }
  expect(a.headers().etag).toBe(b.headers().etag);
});

test("a page asked for with gzip comes compressed and reads the same as the plain one", async ({
  server,
}) => {
  const plain = await rawGet(`${server.url}/`, "identity");
  const zipped = await rawGet(`${server.url}/`, "gzip");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(zipped.headers["content-encoding"]).toBe("gzip");
  expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
  const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
  expect(strip(gunzipSync(zipped.body).toString("utf8"))).toBe(strip(plain.body.toString("utf8")));
});

test("an edit made through the API shows on the very next request of the page", async ({
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const [item]: Item[] = await (await request.get("/api/informasi")).json();
  const before = await request.get("/informasi");
  const etag = before.headers().etag;
  const judul = `Judul diperbarui ${Date.now()}`;
  const res = await request.put(`/api/informasi/${item.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { judul, tanggal: item.tanggal, deskripsi: item.deskripsi },
  });
  expect(res.ok()).toBe(true);
  const after = await request.get("/informasi", { headers: { "if-none-match": etag } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(judul);
  const updated = (await res.json()).data as Item;
  const detail = await request.get(`/informasi/${updated.slug}`);
  expect(await detail.text()).toContain(judul);
});

test("a shared link with a query string is the same cached page and still revalidates", async ({
  request,
}) => {
  const plain = await request.get("/informasi");
  const shared = await request.get("/informasi?utm_source=whatsapp&fbclid=abc");
  expect(shared.status()).toBe(200);
  expect(shared.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(shared.headers().etag).toBe(plain.headers().etag);
  const again = await request.get("/informasi?utm_source=whatsapp", {
    headers: { "if-none-match": plain.headers().etag },
  });
  expect(again.status()).toBe(304);
});

test("another spelling of a public address moves permanently to the one address", async ({
  request,
}) => {
  for (const [asked, target] of [
    ["/Informasi", "/informasi"],
    ["/informasi/", "/informasi"],
    ["/Contact?dari=brosur", "/contact?dari=brosur"],
  ]) {
    const res = await request.get(asked, { maxRedirects: 0 });
    expect(res.status(), asked).toBe(301);
    expect(res.headers().location, asked).toBe(target);
  }
  const followed = await request.get("/Informasi");
  expect(followed.url()).toMatch(/\/informasi$/);
  expect(await followed.text()).toContain("<h1");
});

test("with PUBLIC_URL set, links in pages and feeds use it whatever Host a request names", async () => {
  const server = await startServer({ env: { PUBLIC_URL: "https://keraton.example" } });
  try {
    const forged = { Host: "penipu.example" };
    const home = await fetch(`${server.url}/`, { headers: forged }).then((r) => r.text());
    expect(home).toContain('<link rel="canonical" href="https://keraton.example/"/>');
    expect(home).not.toContain("penipu.example");
    const robots = await fetch(`${server.url}/robots.txt`, { headers: forged }).then((r) =>
      r.text(),
    );
    expect(robots).toContain("Sitemap: https://keraton.example/sitemap.xml");
    const sitemap = await fetch(`${server.url}/sitemap.xml`).then((r) => r.text());
    expect(sitemap).toContain("<loc>https://keraton.example/informasi</loc>");
    expect(sitemap).not.toContain(server.url);
  } finally {
    await server.stop();
  }
});

test("without PUBLIC_URL, pages asked for under random Host names follow their Host but are kept nowhere", async ({
  server,
}) => {
  const html = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
    (headers["content-encoding"] === "br"
      ? brotliDecompressSync(body)
      : headers["content-encoding"] === "gzip"
        ? gunzipSync(body)
        : body
    ).toString("utf8");
  // The site's own address is one of the few origins whose pages are cached: kept with brotli.
  const own = await rawGet(`${server.url}/`, "br, gzip");
  expect(own.headers["content-encoding"]).toBe("br");
  const answers = [];
  for (let i = 0; i < 12; i++) {
    const host = `acak-${i}-${Date.now()}.example`;
    answers.push({ host, ...(await rawGet(`${server.url}/`, "br, gzip", host)) });
  }
  for (const answer of answers) {
    expect(html(answer)).toContain(`<link rel="canonical" href="http://${answer.host}/"/>`);
  }
  // Past the first few origins, each is rendered for its request alone: gzip on the way out,
  // none of the brotli a cached page is kept with.
  for (const { host, headers } of answers.slice(-6)) {
    expect(headers["content-encoding"], host).toBe("gzip");
  }
  const again = await rawGet(`${server.url}/`, "br, gzip");
  expect(again.headers["content-encoding"]).toBe("br");
  expect(html(again)).toContain(`<link rel="canonical" href="${server.url}/"/>`);
});

test("settings saved in the back office show in every page's footer on the next request", async ({
  request,
  server,
}) => {
  const token = await adminToken(request, server.url);
  const before = await request.get("/informasi");
  const Alamat = `Jl. Kasepuhan No. ${Date.now() % 1000}, Cirebon`;
  // Fields left out keep their value.
  const saved = await request.post("/api/settings/update", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { Alamat },
  });
  expect(saved.ok()).toBe(true);
  const after = await request.get("/informasi", {
    headers: { "if-none-match": before.headers().etag },
  });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(Alamat);
});

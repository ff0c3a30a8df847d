import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, type RunningServer, startServer } from "../support/server-process.ts";

/**
 * CONTRACT second wave, as visitors meet it on server-rendered pages: drafts stay hidden (pages,
 * lists, sitemap, feed) except through a preview link that never reaches the page cache; earlier
 * addresses answer 301; the banner, welcome block and map follow the staff's settings.
 * Its own server, so the settings it changes reach no other spec.
 */
let server: RunningServer;
let token: string;

test.beforeAll(async () => {
  server = await startServer({ seed: "none" });
  const res = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  token = (await res.json()).token;
});
test.afterAll(async () => {
  await server?.stop();
});

const page = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const html = async (path: string) => (await page(path)).text();

function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  for (const [k, v] of Object.entries(files)) {
    data.set(k, new File([new Uint8Array(v)], `${k}.jpg`, { type: "image/jpeg" }));
  }
  return data;
}
async function api(method: string, path: string, body?: FormData | object) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !isForm ? { "content-type": "application/json" } : {}),
    },
    body: isForm ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const jpeg = () =>
  sharp({ create: { width: 900, height: 500, channels: 3, background: "#8b2e1f" } })
    .jpeg()
    .toBuffer();

test("a draft answers 404 and is missing from lists, sitemap and feed; publishing shows it", async () => {
  const { data: item } = await api(
    "POST",
    "/api/informasi",
    multipart({ judul: "Kabar Rahasia Keraton", status: "draf", deskripsi: "<p>Belum terbit</p>" }),
  );
  const { data: doc } = await api(
    "POST",
    "/api/dokumentasi",
    multipart({ judul: "Kirab Rahasia", tanggal: "2026-10-01", status: "draf" }),
  );
  expect((await page(`/informasi/${item.slug}`)).status).toBe(404);
  expect((await page(`/kegiatan/${doc.slug}`)).status).toBe(404);
  for (const path of ["/informasi", "/", "/sitemap.xml", "/rss.xml"]) {
    const text = await html(path);
    expect(text).not.toContain(item.slug);
    expect(text).not.toContain(doc.slug);
  }
  await api("PUT", `/api/informasi/${item.id}`, multipart({ judul: item.judul, status: "terbit" }));
  const published = await page(`/informasi/${item.slug}`);
  expect(published.status).toBe(200);
  expect(await published.text()).toContain("Kabar Rahasia Keraton");
  expect(await html("/sitemap.xml")).toContain(`/informasi/${item.slug}`);
  expect(await html("/rss.xml")).toContain(`/informasi/${item.slug}`);
  // Back to draft: the cached page goes with it.
  await api("PUT", `/api/informasi/${item.id}`, multipart({ judul: item.judul, status: "draf" }));
  expect((await page(`/informasi/${item.slug}`)).status).toBe(404);
});

test("a preview link shows the draft's page to its holder alone, and nothing is cached", async () => {
  const { data: item } = await api(
    "POST",
    "/api/informasi",
    multipart({ judul: "Pratinjau Pengumuman", status: "draf", deskripsi: "<p>Isi draf</p>" }),
  );
  const { url } = await api("POST", "/api/pratinjau", { jenis: "informasi", id: item.id });
  const preview = await page(url);
  expect(preview.status).toBe(200);
  expect(preview.headers.get("cache-control")).toBe("private, no-store");
  expect(preview.headers.get("x-robots-tag")).toBe("noindex");
  const text = await preview.text();
  expect(text).toContain("Pratinjau Pengumuman");
  expect(text).toContain("Isi draf");
  // The same path without the ticket, or with a forged one, is still a 404.
  expect((await page(`/informasi/${item.slug}`)).status).toBe(404);
  expect((await page(`/informasi/${item.slug}?pratinjau=palsu`)).status).toBe(404);
  expect((await page(`/informasi/${item.slug}?utm_source=x`)).status).toBe(404);
});

test("earlier addresses of an article and of a documentation page answer 301", async () => {
  const { data: item } = await api(
    "POST",
    "/api/informasi",
    multipart({ judul: "Judul Awal Berita" }),
  );
  await api("PUT", `/api/informasi/${item.id}`, multipart({ judul: "Judul Akhir Berita" }));
  const moved = await page(`/informasi/${item.slug}`);
  expect(moved.status).toBe(301);
  expect(new URL(moved.headers.get("location") ?? "", server.url).pathname).toBe(
    "/informasi/judul-akhir-berita",
  );
  const { data: doc } = await api(
    "POST",
    "/api/dokumentasi",
    multipart({ judul: "Kegiatan Awal", tanggal: "2026-10-02" }),
  );
  await api(
    "PUT",
    `/api/dokumentasi/${doc.id}`,
    multipart({ judul: "Kegiatan Akhir", tanggal: "2026-10-02" }),
  );
  const docMoved = await page(`/kegiatan/${doc.slug}`);
  expect(docMoved.status).toBe(301);
  expect(new URL(docMoved.headers.get("location") ?? "", server.url).pathname).toBe(
    "/kegiatan/kegiatan-akhir",
  );
  expect((await page("/kegiatan/kegiatan-akhir")).status).toBe(200);
});

test("the banner, welcome block and map follow the settings; empty ones keep the shipped", async () => {
  let home = await html("/");
  expect(home).toContain("/images/hero-1");
  expect(home).toContain("Keraton Kasepuhan adalah keraton tertua");
  expect(home).toContain("/images/gerbang");
  const { data: slide } = await api(
    "POST",
    "/api/hero",
    multipart({ keterangan: "Pendopo di pagi hari" }, { gambar: await jpeg() }),
  );
  await api(
    "POST",
    "/api/settings/update",
    multipart(
      {
        Teks_Sambutan: "<p>Sugeng rawuh di keraton.</p>",
        Peta_Lintang: "-6.7301",
        Peta_Bujur: "108.5702",
      },
      { Gambar_Sambutan: await jpeg() },
    ),
  );
  const settings = await (await fetch(`${server.url}/api/settings`)).json();
  home = await html("/");
  expect(home).toContain('alt="Pendopo di pagi hari"');
  expect(home).toContain(slide.gambar.replace(/\.jpg$/, ""));
  expect(home).not.toContain("/images/hero-1");
  expect(home).toContain("Sugeng rawuh di keraton.");
  expect(home).not.toContain("Keraton Kasepuhan adalah keraton tertua");
  expect(home).toContain(settings.Gambar_Sambutan.replace(/\.jpg$/, ""));
  const contact = await html("/contact");
  expect(contact).toContain("marker=-6.7301%2C108.5702");
  expect(contact).toContain("Petunjuk arah");
  // Emptied again: the shipped pictures, text and pin come back.
  await api("DELETE", `/api/hero/${slide.id}`);
  await api(
    "POST",
    "/api/settings/update",
    multipart({ Teks_Sambutan: "", Peta_Lintang: "", Peta_Bujur: "" }),
  );
  home = await html("/");
  expect(home).toContain("/images/hero-1");
  expect(home).toContain("Keraton Kasepuhan adalah keraton tertua");
  expect(await html("/contact")).toContain("marker=-6.7262%2C108.5705");
});

import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { HARI } from "../../common/schemas/kunjungan.schema.ts";
import { E2E_ADMIN } from "../support/server-process.ts";

/** An article's count as stored now: a staff read is never answered from memory. */
export async function storedViews(request: APIRequestContext, token: string, slug: string) {
  const res = await request.get(`/api/informasi/slug/${slug}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()).views as number;
}

/** Opening hours 08.00–16.00 every day, one ticket: a story's ordinary week. */
export const ORDINARY_WEEK = {
  jam: HARI.map((hari) => ({ hari, buka: "08:00", tutup: "16:00" })),
  tiket: [{ kategori: "Dewasa", harga: 20000 }],
  catatan: "",
  petunjuk: "",
};

/** A token of the e2e admin, straight from the API. */
export async function adminToken(request: APIRequestContext, base: string): Promise<string> {
  const res = await request.post(`${base}/api/login`, { data: E2E_ADMIN });
  return (await res.json()).token;
}

export async function jpeg(color = "#8b2e1f"): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

type InformasiFields = { judul: string; tanggal?: string; deskripsi?: string };

/** Creates an informasi through the API as the back office does; returns the stored item. */
export async function createInformasi(
  request: APIRequestContext,
  base: string,
  token: string,
  fields: InformasiFields,
  image?: Buffer,
) {
  const res = await request.post(`${base}/api/informasi`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul: fields.judul,
      tanggal: fields.tanggal ?? "",
      deskripsi: fields.deskripsi ?? "",
      ...(image ? { gambar: { name: "foto.jpg", mimeType: "image/jpeg", buffer: image } } : {}),
    },
  });
  if (res.status() !== 201) throw new Error(`informasi: ${res.status()} ${await res.text()}`);
  return (await res.json()).data as StoredItem;
}

/** What the API answers for a created item (the fields tests read back). */
type StoredItem = { id: number; slug: string; judul: string; tanggal: string; gambar: string };

export async function createDokumentasi(
  request: APIRequestContext,
  base: string,
  token: string,
  fields: { judul: string; tanggal: string; deskripsi?: string; uploaded?: string },
  image?: Buffer,
) {
  const res = await request.post(`${base}/api/dokumentasi`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      judul: fields.judul,
      tanggal: fields.tanggal,
      deskripsi: fields.deskripsi ?? "",
      uploaded: fields.uploaded ?? "",
      ...(image ? { gambar: { name: "foto.jpg", mimeType: "image/jpeg", buffer: image } } : {}),
    },
  });
  if (res.status() !== 201) throw new Error(`dokumentasi: ${res.status()} ${await res.text()}`);
  return (await res.json()).data as StoredItem;
}

export async function saveText(
  request: APIRequestContext,
  base: string,
  token: string,
  path: "/api/sejarah_istilah" | "/api/visi_misi",
  type: string,
  content: string,
) {
  const res = await request.post(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { type, content },
  });
  if (!res.ok()) throw new Error(`text: ${res.status()} ${await res.text()}`);
}

/** Waits until every island of the page is hydrated (interactive). */
export async function waitForIslands(page: Page) {
  await expect(page.locator("[data-island]").first()).toBeAttached();
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
}

/** Public pages every check walks through (paths that exist on the demo site are added). */
export const STATIC_PAGES = ["/", "/struktur-kesultanan", "/informasi", "/contact"] as const;

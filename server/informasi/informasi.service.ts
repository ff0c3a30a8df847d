import type { Informasi, InformasiPopular } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { InformasiInput } from "../../common/schemas.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { uniqueSlug } from "../content/unique-slug.ts";
import { withSlugRetry } from "../content/with-slug-retry.ts";
import type { Db } from "../db/create-database.ts";
import type { InformasiRow } from "../db/schema.ts";
import { isStorableText } from "../db/text.ts";
import { notFound } from "../http/errors.ts";
import * as repo from "./informasi.repository.ts";

export function toInformasi(row: InformasiRow): Informasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, views } = row;
  return { id, judul, slug, deskripsi, gambar, tanggal, views: Number(views) };
}

export async function listAllInformasi(
  db: Db,
  page: { limit?: number; offset: number } = { offset: 0 },
) {
  return (await repo.listInformasi(db, page)).map(toInformasi);
}

export async function listPopular(db: Db): Promise<InformasiPopular[]> {
  return (await repo.listPopularInformasi(db)).map((r) => ({ ...r, views: Number(r.views) }));
}

export async function getInformasiById(db: Db, id: number): Promise<Informasi | undefined> {
  const row = await repo.findInformasiById(db, id);
  return row && toInformasi(row);
}

export async function getInformasiBySlug(db: Db, slug: string): Promise<Informasi | undefined> {
  if (!isStorableText(slug)) return undefined;
  const row = await repo.findInformasiBySlug(db, slug);
  return row && toInformasi(row);
}

export async function countView(db: Db, slug: string): Promise<number> {
  const views = isStorableText(slug) ? await repo.incrementViews(db, slug) : undefined;
  if (views === undefined) throw notFound(MESSAGES.informasiNotFound);
  return Number(views);
}

function fieldsOf(input: InformasiInput) {
  return {
    judul: input.judul,
    deskripsi: sanitizeRichText(input.deskripsi),
    tanggal: input.tanggal || todayInJakarta(),
  };
}

export async function createInformasi(
  db: Db,
  input: InformasiInput,
  gambar?: string,
): Promise<Informasi> {
  const now = new Date().toISOString();
  const row = await withSlugRetry(async () =>
    repo.insertInformasi(db, {
      ...fieldsOf(input),
      slug: await uniqueSlug(db, "informasi", input.judul),
      gambar: gambar ?? "",
      created_at: now,
      updated_at: now,
    }),
  );
  return toInformasi(row);
}

/** Updates an item; returns it with the image it replaced (to be removed when unused). */
export async function updateInformasiById(
  db: Db,
  id: number,
  input: InformasiInput,
  gambar?: string,
): Promise<{ item: Informasi; replacedImage?: string }> {
  const existing = await repo.findInformasiById(db, id);
  if (!existing) throw notFound(MESSAGES.informasiNotFound);
  const row = await withSlugRetry(async () =>
    repo.updateInformasi(db, id, {
      ...fieldsOf(input),
      slug: await uniqueSlug(db, "informasi", input.judul, id),
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    }),
  );
  if (!row) throw notFound(MESSAGES.informasiNotFound);
  const replaced = gambar && existing.gambar !== gambar ? existing.gambar : undefined;
  return { item: toInformasi(row), replacedImage: replaced };
}

export async function deleteInformasiById(db: Db, id: number): Promise<InformasiRow> {
  const row = await repo.deleteInformasi(db, id);
  if (!row) throw notFound(MESSAGES.informasiNotFound);
  return row;
}

import type { Informasi, InformasiPopular } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { InformasiInput } from "../../common/schemas.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import type { Page } from "../content/pagination.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { uniqueSlug } from "../content/unique-slug.ts";
import type { Db } from "../db/create-database.ts";
import type { InformasiRow } from "../db/schema.ts";
import { isStorableText } from "../db/text.ts";
import { notFound } from "../domain-error.ts";
import * as repo from "./informasi.repository.ts";
import type { ViewCounter } from "./view-counter.ts";

const informasiNotFound = () => notFound(MESSAGES.informasiNotFound);

export function toInformasi(row: InformasiRow): Informasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, views } = row;
  return { id, judul, slug, deskripsi, gambar, tanggal, views: Number(views) };
}

export async function listInformasi(db: Db, page?: Page): Promise<Informasi[]> {
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

/**
 * Counts one view, committed before it answers; the new count. Views are no content change: pages
 * may show a popular list a moment old (the browser refreshes it).
 */
export async function countView(views: ViewCounter, slug: string): Promise<number> {
  const count = isStorableText(slug) ? await views.count(slug) : undefined;
  if (count === undefined) throw informasiNotFound();
  return count;
}

function fieldsOf(input: InformasiInput) {
  return {
    judul: input.judul,
    deskripsi: sanitizeRichText(input.deskripsi),
    tanggal: input.tanggal || todayInJakarta(),
  };
}

export function createInformasi(
  deps: ContentDeps,
  input: InformasiInput,
  upload?: File,
): Promise<Informasi> {
  return writeContent(deps, { upload, slugged: true }, async (db, gambar) => {
    const now = new Date().toISOString();
    const row = await repo.insertInformasi(db, {
      ...fieldsOf(input),
      slug: await uniqueSlug(db, "informasi", input.judul),
      gambar: gambar ?? "",
      created_at: now,
      updated_at: now,
    });
    return { item: toInformasi(row) };
  });
}

/** Saves the item's new fields; a new image replaces the old one, which goes once unused. */
export function updateInformasi(
  deps: ContentDeps,
  id: number,
  input: InformasiInput,
  upload?: File,
): Promise<Informasi> {
  return writeContent(deps, { upload, slugged: true }, async (db, gambar) => {
    const existing = await repo.findInformasiById(db, id);
    if (!existing) throw informasiNotFound();
    const row = await repo.updateInformasi(db, id, {
      ...fieldsOf(input),
      slug: await uniqueSlug(db, "informasi", input.judul, id),
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!row) throw informasiNotFound();
    return { item: toInformasi(row), replacedImage: gambar && existing.gambar };
  });
}

export function deleteInformasi(deps: ContentDeps, id: number): Promise<void> {
  return removeContent(deps, async (db) => {
    const row = await repo.deleteInformasi(db, id);
    if (!row) throw informasiNotFound();
    return [row.gambar];
  });
}

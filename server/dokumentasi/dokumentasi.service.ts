import type { Dokumentasi } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { DokumentasiInput } from "../../common/schemas.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { uniqueSlug } from "../content/unique-slug.ts";
import { withSlugRetry } from "../content/with-slug-retry.ts";
import type { Db } from "../db/create-database.ts";
import type { DokumentasiRow } from "../db/schema.ts";
import { isStorableText } from "../db/text.ts";
import { notFound } from "../http/errors.ts";
import * as repo from "./dokumentasi.repository.ts";

export function toDokumentasi(row: DokumentasiRow): Dokumentasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, uploaded } = row;
  return { id, judul, slug, deskripsi, gambar, tanggal, uploaded };
}

export async function listAllDokumentasi(
  db: Db,
  page: { limit?: number; offset: number } = { offset: 0 },
) {
  return (await repo.listDokumentasi(db, page)).map(toDokumentasi);
}

export async function getDokumentasiBySlug(db: Db, slug: string): Promise<Dokumentasi | undefined> {
  if (!isStorableText(slug)) return undefined;
  const row = await repo.findDokumentasiBySlug(db, slug);
  return row && toDokumentasi(row);
}

type Write = { input: DokumentasiInput; gambar?: string; uploaderName: string };

export async function createDokumentasi(
  db: Db,
  { input, gambar, uploaderName }: Write,
): Promise<Dokumentasi> {
  const now = new Date().toISOString();
  const row = await withSlugRetry(async () =>
    repo.insertDokumentasi(db, {
      judul: input.judul,
      slug: await uniqueSlug(db, "dokumentasi", input.judul),
      deskripsi: sanitizeRichText(input.deskripsi),
      gambar: gambar ?? "",
      tanggal: input.tanggal,
      uploaded: input.uploaded.trim() || uploaderName,
      created_at: now,
      updated_at: now,
    }),
  );
  return toDokumentasi(row);
}

/** Updates an item; returns it with the image it replaced (to be removed when unused). */
export async function updateDokumentasiById(
  db: Db,
  id: number,
  { input, gambar, uploaderName }: Write,
): Promise<{ item: Dokumentasi; replacedImage?: string }> {
  const existing = await repo.findDokumentasiById(db, id);
  if (!existing) throw notFound(MESSAGES.dokumentasiNotFound);
  const row = await withSlugRetry(async () =>
    repo.updateDokumentasi(db, id, {
      judul: input.judul,
      slug: await uniqueSlug(db, "dokumentasi", input.judul, id),
      deskripsi: sanitizeRichText(input.deskripsi),
      tanggal: input.tanggal,
      uploaded: input.uploaded.trim() || uploaderName,
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    }),
  );
  if (!row) throw notFound(MESSAGES.dokumentasiNotFound);
  const replaced = gambar && existing.gambar !== gambar ? existing.gambar : undefined;
  return { item: toDokumentasi(row), replacedImage: replaced };
}

export async function deleteDokumentasiById(db: Db, id: number): Promise<DokumentasiRow> {
  const row = await repo.deleteDokumentasi(db, id);
  if (!row) throw notFound(MESSAGES.dokumentasiNotFound);
  return row;
}

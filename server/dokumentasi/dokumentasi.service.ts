import type { Dokumentasi, DokumentasiDetail } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { DokumentasiInput } from "../../common/schemas.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import type { Page } from "../content/pagination.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { uniqueSlug } from "../content/unique-slug.ts";
import type { Db } from "../db/create-database.ts";
import type { DokumentasiRow } from "../db/schema.ts";
import { isStorableText } from "../db/text.ts";
import { notFound } from "../domain-error.ts";
import { galeriImages, listGaleri } from "../galeri/galeri.service.ts";
import * as repo from "./dokumentasi.repository.ts";

const dokumentasiNotFound = () => notFound(MESSAGES.dokumentasiNotFound);

export function toDokumentasi(row: DokumentasiRow): Dokumentasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, uploaded } = row;
  return { id, judul, slug, deskripsi, gambar, tanggal, uploaded };
}

export async function listDokumentasi(db: Db, page?: Page): Promise<Dokumentasi[]> {
  return (await repo.listDokumentasi(db, page)).map(toDokumentasi);
}

export async function getDokumentasiBySlug(db: Db, slug: string): Promise<Dokumentasi | undefined> {
  if (!isStorableText(slug)) return undefined;
  const row = await repo.findDokumentasiBySlug(db, slug);
  return row && toDokumentasi(row);
}

/** The item with its gallery, as its page and `GET /api/dokumentasi/{slug}` show it. */
export async function getDokumentasiDetailBySlug(
  db: Db,
  slug: string,
): Promise<DokumentasiDetail | undefined> {
  const item = await getDokumentasiBySlug(db, slug);
  return item && { ...item, galeri: await listGaleri(db, item.id) };
}

/** A write by a signed-in person, whose name stands as uploader when none is given. */
export type DokumentasiWrite = { input: DokumentasiInput; upload?: File; uploaderName: string };

function fieldsOf({ input, uploaderName }: DokumentasiWrite) {
  return {
    judul: input.judul,
    deskripsi: sanitizeRichText(input.deskripsi),
    tanggal: input.tanggal,
    uploaded: input.uploaded.trim() || uploaderName,
  };
}

export function createDokumentasi(
  deps: ContentDeps,
  write: DokumentasiWrite,
): Promise<Dokumentasi> {
  return writeContent(deps, { upload: write.upload, slugged: true }, async (db, gambar) => {
    const now = new Date().toISOString();
    const row = await repo.insertDokumentasi(db, {
      ...fieldsOf(write),
      slug: await uniqueSlug(db, "dokumentasi", write.input.judul),
      gambar: gambar ?? "",
      created_at: now,
      updated_at: now,
    });
    return { item: toDokumentasi(row) };
  });
}

/** Saves the item's new fields; a new image replaces the old one, which goes once unused. */
export function updateDokumentasi(
  deps: ContentDeps,
  id: number,
  write: DokumentasiWrite,
): Promise<Dokumentasi> {
  return writeContent(deps, { upload: write.upload, slugged: true }, async (db, gambar) => {
    const existing = await repo.findDokumentasiById(db, id);
    if (!existing) throw dokumentasiNotFound();
    const row = await repo.updateDokumentasi(db, id, {
      ...fieldsOf(write),
      slug: await uniqueSlug(db, "dokumentasi", write.input.judul, id),
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!row) throw dokumentasiNotFound();
    return { item: toDokumentasi(row), replacedImage: gambar && existing.gambar };
  });
}

export function deleteDokumentasi(deps: ContentDeps, id: number): Promise<void> {
  return removeContent(deps, async (db) => {
    // The gallery's rows go with the item (foreign key cascade); their pictures go after.
    const galeri = await galeriImages(db, id);
    const row = await repo.deleteDokumentasi(db, id);
    if (!row) throw dokumentasiNotFound();
    return [row.gambar, ...galeri];
  });
}

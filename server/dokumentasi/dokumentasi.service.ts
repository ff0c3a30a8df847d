import type { Dokumentasi, DokumentasiDetail } from "../../common/api-types.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { DokumentasiInput } from "../../common/schemas.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import { contentEnglishOf, englishOfRow } from "../content/english.ts";
import type { Page } from "../content/pagination.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { moveSlug, uniqueSlug } from "../content/unique-slug.ts";
import { findVisibleById, findVisibleBySlug, VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import type { DokumentasiRow } from "../db/schema.ts";
import { notFound } from "../domain-error.ts";
import { galeriImages, listGaleri } from "../galeri/galeri.service.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./dokumentasi.repository.ts";

const finders = { bySlug: repo.findDokumentasiBySlug, byId: repo.findDokumentasiById };
const dokumentasiNotFound = () => notFound(MESSAGES.dokumentasiNotFound);

export function toDokumentasi(row: DokumentasiRow): Dokumentasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, uploaded, status, keterangan_gambar } = row;
  return {
    id,
    judul,
    slug,
    deskripsi,
    gambar,
    tanggal,
    uploaded,
    status,
    keterangan_gambar,
    ...englishOfRow(row),
  };
}

/** Published items, newest first; staff also see drafts. */
export async function listDokumentasi(
  db: Db,
  page?: Page,
  viewer: Viewer = VISITOR,
): Promise<Dokumentasi[]> {
  return (await repo.listDokumentasi(db, page, viewer.staff)).map(toDokumentasi);
}

/** How many items visitors page through (the published ones). */
export function countPublishedDokumentasi(db: Db): Promise<number> {
  return repo.countDokumentasi(db);
}

export async function getDokumentasiById(
  db: Db,
  id: number,
  viewer: Viewer = VISITOR,
): Promise<Dokumentasi | undefined> {
  const row = await findVisibleById(db, id, viewer, finders);
  return row && toDokumentasi(row);
}

/** The item by its slug or by one it had before (its `slug` then differs from the one asked). */
export async function getDokumentasiBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<Dokumentasi | undefined> {
  const row = await findVisibleBySlug(db, "dokumentasi", slug, viewer, finders);
  return row && toDokumentasi(row);
}

/** The item with its gallery, as its page and `GET /api/dokumentasi/{slug}` show it. */
export async function getDokumentasiDetailBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<DokumentasiDetail | undefined> {
  const item = await getDokumentasiBySlug(db, slug, viewer);
  return item && { ...item, galeri: await listGaleri(db, item.id) };
}

/** A write by a signed-in person, whose name stands as uploader when none is given. */
export type DokumentasiWrite = {
  input: DokumentasiInput;
  upload?: File;
  uploaderName: string;
  actor?: Actor;
};

/**
 * The saved fields; status, keterangan_gambar and the English twins left out keep `before`'s (or
 * the defaults).
 */
function fieldsOf({ input, uploaderName }: DokumentasiWrite, before?: DokumentasiRow) {
  return {
    judul: input.judul,
    deskripsi: sanitizeRichText(input.deskripsi),
    tanggal: input.tanggal,
    uploaded: input.uploaded.trim() || uploaderName,
    status: input.status ?? before?.status ?? "terbit",
    keterangan_gambar: input.keterangan_gambar ?? before?.keterangan_gambar ?? "",
    ...contentEnglishOf(input, before),
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
    await recordChange(db, write.actor, {
      aksi: "tambah",
      jenis: "dokumentasi",
      target: row.judul,
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
    const slug = await uniqueSlug(db, "dokumentasi", write.input.judul, id);
    const row = await repo.updateDokumentasi(db, id, {
      ...fieldsOf(write, existing),
      slug,
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!row) throw dokumentasiNotFound();
    await moveSlug(db, "dokumentasi", id, existing.slug, slug);
    await recordChange(db, write.actor, { aksi: "ubah", jenis: "dokumentasi", target: row.judul });
    return { item: toDokumentasi(row), replacedImage: gambar && existing.gambar };
  });
}

export function deleteDokumentasi(deps: ContentDeps, id: number, actor?: Actor): Promise<void> {
  return removeContent(deps, async (db) => {
    // The gallery's rows go with the item (foreign key cascade); their pictures go after.
    const galeri = await galeriImages(db, id);
    const row = await repo.deleteDokumentasi(db, id);
    if (!row) throw dokumentasiNotFound();
    await recordChange(db, actor, { aksi: "hapus", jenis: "dokumentasi", target: row.judul });
    return [row.gambar, ...galeri];
  });
}

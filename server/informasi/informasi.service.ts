import type { Informasi, InformasiPopular } from "../../common/api-types.ts";
import { todayInJakarta } from "../../common/dates.ts";
import { MESSAGES } from "../../common/messages.ts";
import type { InformasiInput } from "../../common/schemas.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import { contentEnglishOf, englishOfRow } from "../content/english.ts";
import type { Page } from "../content/pagination.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { moveSlug, uniqueSlug } from "../content/unique-slug.ts";
import { findVisibleById, findVisibleBySlug, VISITOR, type Viewer } from "../content/visibility.ts";
import type { Db } from "../db/create-database.ts";
import type { InformasiRow } from "../db/schema.ts";
import { isStorableText } from "../db/storable-text.ts";
import { notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./informasi.repository.ts";
import type { OneViewPerVisitor } from "./one-view-per-visitor.ts";
import type { ViewCounter } from "./view-counter.ts";

const finders = { bySlug: repo.findInformasiBySlug, byId: repo.findInformasiById };
const informasiNotFound = () => notFound(MESSAGES.informasiNotFound);

export function toInformasi(row: InformasiRow): Informasi {
  const { id, judul, slug, deskripsi, gambar, tanggal, views, status, keterangan_gambar } = row;
  return {
    id,
    judul,
    slug,
    deskripsi,
    gambar,
    tanggal,
    views: Number(views),
    status,
    keterangan_gambar,
    ...englishOfRow(row),
  };
}

/** Published items, newest first; staff also see drafts. */
export async function listInformasi(
  db: Db,
  page?: Page,
  viewer: Viewer = VISITOR,
): Promise<Informasi[]> {
  return (await repo.listInformasi(db, page, viewer.staff)).map(toInformasi);
}

/** How many items visitors page through (the published ones). */
export function countPublishedInformasi(db: Db): Promise<number> {
  return repo.countInformasi(db);
}

export async function listPopular(db: Db): Promise<InformasiPopular[]> {
  return (await repo.listPopularInformasi(db)).map(({ judul_en, ...r }) => ({
    ...r,
    views: Number(r.views),
    ...presentTranslations({ judul_en }),
  }));
}

export async function getInformasiById(
  db: Db,
  id: number,
  viewer: Viewer = VISITOR,
): Promise<Informasi | undefined> {
  const row = await findVisibleById(db, id, viewer, finders);
  return row && toInformasi(row);
}

/** The item by its slug or by one it had before (its `slug` then differs from the one asked). */
export async function getInformasiBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<Informasi | undefined> {
  const row = await findVisibleBySlug(db, "informasi", slug, viewer, finders);
  return row && toInformasi(row);
}

/** The item for its public page: as getInformasiBySlug, with when it last changed. */
export async function getInformasiArticleBySlug(
  db: Db,
  slug: string,
  viewer: Viewer = VISITOR,
): Promise<(Informasi & { updated_at: string }) | undefined> {
  const row = await findVisibleBySlug(db, "informasi", slug, viewer, finders);
  return row && { ...toInformasi(row), updated_at: row.updated_at };
}

/**
 * Counts one view, committed before it answers; the new count. One address moves one article's
 * count at most once in 10 minutes: a repeat answers the count its first view got. Views are no
 * content change and touch no cache: answers showing counts follow them within a minute
 * (docs/decisions/012).
 */
export async function countView(
  views: ViewCounter,
  slug: string,
  visitor: { address: string; viewed: OneViewPerVisitor },
): Promise<number> {
  const count = isStorableText(slug)
    ? await visitor.viewed.count(visitor.address, slug, () => views.count(slug))
    : undefined;
  if (count === undefined) throw informasiNotFound();
  return count;
}

/**
 * The saved fields; status, keterangan_gambar and the English twins left out keep `before`'s (or
 * the defaults).
 */
function fieldsOf(input: InformasiInput, before?: InformasiRow) {
  return {
    judul: input.judul,
    deskripsi: sanitizeRichText(input.deskripsi),
    tanggal: input.tanggal || todayInJakarta(),
    status: input.status ?? before?.status ?? "terbit",
    keterangan_gambar: input.keterangan_gambar ?? before?.keterangan_gambar ?? "",
    ...contentEnglishOf(input, before),
  };
}

export function createInformasi(
  deps: ContentDeps,
  input: InformasiInput,
  upload?: File,
  actor?: Actor,
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
    await recordChange(db, actor, { aksi: "tambah", jenis: "informasi", target: row.judul });
    return { item: toInformasi(row) };
  });
}

/** Saves the item's new fields; a new image replaces the old one, which goes once unused. */
export function updateInformasi(
  deps: ContentDeps,
  id: number,
  input: InformasiInput,
  upload?: File,
  actor?: Actor,
): Promise<Informasi> {
  return writeContent(deps, { upload, slugged: true }, async (db, gambar) => {
    const existing = await repo.findInformasiById(db, id);
    if (!existing) throw informasiNotFound();
    const slug = await uniqueSlug(db, "informasi", input.judul, id);
    const row = await repo.updateInformasi(db, id, {
      ...fieldsOf(input, existing),
      slug,
      ...(gambar ? { gambar } : {}),
      updated_at: new Date().toISOString(),
    });
    if (!row) throw informasiNotFound();
    await moveSlug(db, "informasi", id, existing.slug, slug);
    await recordChange(db, actor, { aksi: "ubah", jenis: "informasi", target: row.judul });
    return { item: toInformasi(row), replacedImage: gambar && existing.gambar };
  });
}

export function deleteInformasi(deps: ContentDeps, id: number, actor?: Actor): Promise<void> {
  return removeContent(deps, async (db) => {
    const row = await repo.deleteInformasi(db, id);
    if (!row) throw informasiNotFound();
    await recordChange(db, actor, { aksi: "hapus", jenis: "informasi", target: row.judul });
    return [row.gambar];
  });
}

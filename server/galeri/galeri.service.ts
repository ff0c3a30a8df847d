// The gallery of a kind that declares one (dokumentasi, koleksi): pictures added one by one, in
// the order added, at most GALLERY_MAX per item, each with its caption in both languages.
import type { GaleriItem } from "../../common/api-types.ts";
import { type ContentKind, GALLERY_MAX, uploadLimitsOf } from "../../common/content/kind.ts";
import { MESSAGES, RIWAYAT_LABELS } from "../../common/messages.ts";
import type { RiwayatJenis } from "../../common/schemas/riwayat.schema.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import { findItemById } from "../content/core/content.repository.ts";
import type { Db } from "../db/create-database.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./galeri.repository.ts";

export const GALERI_MAX = GALLERY_MAX;

export function toGaleriItem({ id, gambar, keterangan, keterangan_en }: repo.GalleryRow) {
  return { id, gambar, keterangan, ...presentTranslations({ keterangan_en }) } as GaleriItem;
}

export type GaleriAdd = {
  itemId: number;
  /** Who adds it: recorded in the change record. */
  actor?: Actor;
  keterangan: string;
  keterangan_en?: string;
  upload?: File;
};

/** The gallery of one kind: list, the images it owns, add and remove. */
export function galleryOf(kind: ContentKind) {
  const jenis = kind.jenis as RiwayatJenis;
  return {
    kind,

    async list(db: Db, itemId: number): Promise<GaleriItem[]> {
      return (await repo.listGaleri(db, kind, itemId)).map(toGaleriItem);
    },

    /** Images every picture of the item's gallery shows (removed with the item). */
    async images(db: Db, itemId: number): Promise<string[]> {
      return (await repo.listGaleri(db, kind, itemId)).map((r) => r.gambar);
    },

    add(deps: ContentDeps, add: GaleriAdd): Promise<GaleriItem> {
      if (!add.upload) {
        const message = MESSAGES.galeriImageRequired;
        return Promise.reject(new DomainError("invalid", message, { gambar: message }));
      }
      const options = { upload: add.upload, limits: uploadLimitsOf(kind) };
      return writeContent(deps, options, async (db, gambar) => {
        const parent = await findItemById(db, kind, add.itemId);
        if (!parent) throw notFound(kind.words.notFound);
        if ((await repo.countGaleri(db, kind, add.itemId)) >= GALLERY_MAX) {
          throw new DomainError("conflict", MESSAGES.galeriFull);
        }
        const row = await repo.insertGaleri(db, kind, add.itemId, {
          gambar: gambar ?? "",
          keterangan: add.keterangan.trim(),
          keterangan_en: add.keterangan_en ?? "",
          created_at: new Date().toISOString(),
        });
        const target = RIWAYAT_LABELS.galeri(row.keterangan, parent.judul);
        await recordChange(db, add.actor, { aksi: "tambah", jenis, target });
        return { item: toGaleriItem(row) };
      });
    },

    remove(deps: ContentDeps, itemId: number, id: number, actor?: Actor): Promise<void> {
      return removeContent(deps, async (db) => {
        const row = await repo.deleteGaleri(db, kind, itemId, id);
        if (!row) throw notFound(MESSAGES.galeriNotFound);
        const parent = await findItemById(db, kind, itemId);
        const target = RIWAYAT_LABELS.galeri(row.keterangan, parent?.judul ?? "");
        await recordChange(db, actor, { aksi: "hapus", jenis, target });
        return [row.gambar];
      });
    },
  };
}

export type Gallery = ReturnType<typeof galleryOf>;

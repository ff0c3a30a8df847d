import type { GaleriItem } from "../../common/api-types.ts";
import { dokumentasiKind } from "../../common/content/dokumentasi.kind.ts";
import { MESSAGES, RIWAYAT_LABELS } from "../../common/messages.ts";
import { presentTranslations } from "../../common/translation.ts";
import { type ContentDeps, removeContent, writeContent } from "../content/content-write.ts";
import { findItemById } from "../content/core/content.repository.ts";
import type { Db } from "../db/create-database.ts";
import type { GaleriRow } from "../db/schema.ts";
import { DomainError, notFound } from "../domain-error.ts";
import { type Actor, recordChange } from "../riwayat/riwayat.service.ts";
import * as repo from "./galeri.repository.ts";

export const GALERI_MAX = 30;

export function toGaleriItem({ id, gambar, keterangan, keterangan_en }: GaleriRow): GaleriItem {
  return { id, gambar, keterangan, ...presentTranslations({ keterangan_en }) };
}

export async function listGaleri(db: Db, dokumentasiId: number): Promise<GaleriItem[]> {
  return (await repo.listGaleri(db, dokumentasiId)).map(toGaleriItem);
}

/** Images every picture of the item's gallery shows (removed with the item). */
export async function galeriImages(db: Db, dokumentasiId: number): Promise<string[]> {
  return (await repo.listGaleri(db, dokumentasiId)).map((r) => r.gambar);
}

export type GaleriAdd = {
  dokumentasiId: number;
  /** Who adds it: recorded in the change record. */
  actor?: Actor;
  keterangan: string;
  keterangan_en?: string;
  upload?: File;
};

export function addGaleri(deps: ContentDeps, add: GaleriAdd): Promise<GaleriItem> {
  if (!add.upload) {
    const message = MESSAGES.galeriImageRequired;
    return Promise.reject(new DomainError("invalid", message, { gambar: message }));
  }
  return writeContent(deps, { upload: add.upload }, async (db, gambar) => {
    const parent = await findItemById(db, dokumentasiKind, add.dokumentasiId);
    if (!parent) throw notFound(MESSAGES.dokumentasiNotFound);
    if ((await repo.countGaleri(db, add.dokumentasiId)) >= GALERI_MAX) {
      throw new DomainError("conflict", MESSAGES.galeriFull);
    }
    const row = await repo.insertGaleri(db, {
      dokumentasi_id: add.dokumentasiId,
      gambar: gambar ?? "",
      keterangan: add.keterangan.trim(),
      keterangan_en: add.keterangan_en ?? "",
      created_at: new Date().toISOString(),
    });
    const target = RIWAYAT_LABELS.galeri(row.keterangan, parent.judul);
    await recordChange(db, add.actor, { aksi: "tambah", jenis: "dokumentasi", target });
    return { item: toGaleriItem(row) };
  });
}

export function removeGaleri(
  deps: ContentDeps,
  dokumentasiId: number,
  id: number,
  actor?: Actor,
): Promise<void> {
  return removeContent(deps, async (db) => {
    const row = await repo.deleteGaleri(db, dokumentasiId, id);
    if (!row) throw notFound(MESSAGES.galeriNotFound);
    const parent = await findItemById(db, dokumentasiKind, dokumentasiId);
    const target = RIWAYAT_LABELS.galeri(row.keterangan, parent?.judul ?? "");
    await recordChange(db, actor, { aksi: "hapus", jenis: "dokumentasi", target });
    return [row.gambar];
  });
}

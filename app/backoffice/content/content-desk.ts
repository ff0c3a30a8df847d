import type { Versioned } from "@common/api-types.ts";
import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import type { DeskOptions } from "~/backoffice/desk/use-desk.ts";
import type { ContentJenis } from "./content-status.ts";

/** The fields of a content item as its form labels them, for the desk's comparisons. */
export const CONTENT_LABELS: Readonly<Record<string, string>> = {
  judul: "Judul",
  tanggal: "Tanggal",
  uploaded: "Diunggah oleh",
  deskripsi: "Deskripsi",
  keterangan_gambar: "Keterangan foto",
  status: "Status",
  terbit_pada: "Jadwal terbit",
  judul_en: ENGLISH_PART_TEXTS.labels.judul,
  deskripsi_en: ENGLISH_PART_TEXTS.labels.deskripsi,
  keterangan_gambar_en: ENGLISH_PART_TEXTS.labels.keteranganGambar,
};

/**
 * The desk of a content item's form: its version, and how to read it again (after a colleague's
 * save, after a restore) as the form's values.
 */
export function contentDesk<T extends { id: number } & Versioned, V>(
  jenis: ContentJenis,
  item: T | undefined,
  read: (id: number) => Promise<T>,
  valuesOf: (item: T) => V,
): DeskOptions<V> {
  return {
    jenis,
    id: item?.id ?? null,
    versi: item?.versi,
    latest: async () => {
      if (!item) throw new Error("Belum tersimpan");
      const now = await read(item.id);
      return { values: valuesOf(now), versi: now.versi };
    },
    labels: CONTENT_LABELS,
  };
}

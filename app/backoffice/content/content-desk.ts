import { type ContentKind, englishOf } from "@common/content/kind.ts";
import { ENGLISH_PART_TEXTS } from "@common/messages.ts";
import type { DeskOptions } from "~/backoffice/desk/use-desk.ts";
import { versiOf } from "~/lib/api-client.ts";
import { getKindItem, type KindItem, type KindValues, listKindItems } from "./kind-api.ts";

/** The fields of an item of a kind as its form labels them, for the desk's comparisons. */
export function kindLabels(kind: ContentKind): Record<string, string> {
  const labels: Record<string, string> = {
    status: "Status",
    terbit_pada: "Jadwal terbit",
    keterangan_gambar: "Keterangan foto",
    keterangan_gambar_en: ENGLISH_PART_TEXTS.labels.keteranganGambar,
    judul_en: ENGLISH_PART_TEXTS.labels.judul,
    deskripsi_en: ENGLISH_PART_TEXTS.labels.deskripsi,
  };
  for (const [name, field] of Object.entries(kind.fields)) {
    labels[name] = field.fallback === "authorName" ? "Diunggah oleh" : field.label;
    labels[englishOf(name)] ??= `${field.label} (bahasa Inggris)`;
  }
  return labels;
}

/**
 * The item as stored now: by its id where the kind answers one (`readBeforeEdit`), otherwise
 * from the staff list, which holds drafts too (dokumentasi reads one item by its slug).
 */
async function readKindItem(kind: ContentKind, id: number): Promise<KindItem> {
  if (kind.backoffice.readBeforeEdit) return getKindItem(kind, id);
  const now = (await listKindItems(kind)).find((row) => row.id === id);
  if (!now) throw new Error(kind.words.notFound);
  return now;
}

/**
 * The desk of an item's form, for any kind: its version, and how to read it again (after a
 * colleague's save, after a restore) as the form's values.
 */
export function kindDesk(
  kind: ContentKind,
  item: KindItem | undefined,
  valuesOf: (item: KindItem) => KindValues,
): DeskOptions<KindValues> {
  return {
    jenis: kind.jenis,
    id: item?.id ?? null,
    versi: versiOf(item),
    latest: async () => {
      if (!item) throw new Error("Belum tersimpan");
      const now = await readKindItem(kind, item.id);
      return { values: valuesOf(now), versi: versiOf(now) };
    },
    labels: kindLabels(kind),
  };
}

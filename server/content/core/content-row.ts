import type { ContentStatus } from "../../../common/content/kind-input.ts";

/** What every kind's table holds beside its declared fields. */
export type ContentRow = {
  id: number;
  judul: string;
  slug: string;
  status: ContentStatus;
  gambar: string;
  keterangan_gambar: string;
  keterangan_gambar_en: string;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
};

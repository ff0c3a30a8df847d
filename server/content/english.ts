import type { ContentEnglish } from "../../common/api-types.ts";
import { htmlToPlainText } from "../../common/plain-text.ts";
import { presentTranslations } from "../../common/translation.ts";
import { sanitizeRichText } from "./rich-text.ts";

/**
 * English rich text, cleaned by the same sanitizer as its Indonesian twin; what holds neither words
 * nor a picture once cleaned (an editor's empty `<p><br></p>`, a lone script) is stored as ""
 * — no translation.
 */
export function cleanEnglishRichText(html: string): string {
  const clean = sanitizeRichText(html).trim();
  return htmlToPlainText(clean) || /<img\b/i.test(clean) ? clean : "";
}

/** Kept as saved when left out (`undefined`), else the new value (`""` clears it). */
export function keepOr<T>(value: T | undefined, saved: T): T {
  return value === undefined ? saved : value;
}

type ContentEnglishRow = { judul_en: string; deskripsi_en: string; keterangan_gambar_en: string };
type ContentEnglishInput = {
  judul_en?: string;
  deskripsi_en?: string;
  keterangan_gambar_en?: string;
};

/** The English columns of an informasi or dokumentasi write; left-out fields keep `before`'s. */
export function contentEnglishOf(
  input: ContentEnglishInput,
  before?: ContentEnglishRow,
): ContentEnglishRow {
  return {
    judul_en: keepOr(input.judul_en, before?.judul_en ?? ""),
    deskripsi_en:
      input.deskripsi_en === undefined
        ? (before?.deskripsi_en ?? "")
        : cleanEnglishRichText(input.deskripsi_en),
    keterangan_gambar_en: keepOr(input.keterangan_gambar_en, before?.keterangan_gambar_en ?? ""),
  };
}

/** The English twins an informasi or dokumentasi answer carries: only those with text. */
export function englishOfRow(row: ContentEnglishRow): ContentEnglish {
  const { judul_en, deskripsi_en, keterangan_gambar_en } = row;
  return presentTranslations({ judul_en, deskripsi_en, keterangan_gambar_en });
}

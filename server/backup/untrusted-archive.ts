import {
  DEFAULT_UPLOAD_LIMITS,
  galleryTableOf,
  uploadLimitsOf,
} from "../../common/content/kind.ts";
import { allKinds, fromKinds } from "../content/core/kind-list.ts";
import { cleanEnglishRichText } from "../content/english.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { DomainError } from "../domain-error.ts";
import { checkImage } from "../media/image-intake.ts";
import { storedFileName } from "../media/media-store.ts";
import { BackupError } from "./archive.ts";

/**
 * An archive is untrusted input (anyone may hand an operator a file): what it holds passes the
 * same cleaning and checks as a staff member's save and upload before it is loaded.
 */

type Cleaner = (html: string) => string;

/** Rich-text columns, cleaned as their save cleans them. */
const RICH_TEXT: Readonly<Record<string, Readonly<Record<string, Cleaner>>>> = {
  texts: { content: sanitizeRichText, content_en: cleanEnglishRichText },
  informasi: { deskripsi: sanitizeRichText, deskripsi_en: cleanEnglishRichText },
  dokumentasi: { deskripsi: sanitizeRichText, deskripsi_en: cleanEnglishRichText },
  settings: {
    teks_sambutan: (html) => sanitizeRichText(html).trim(),
    teks_sambutan_en: cleanEnglishRichText,
  },
  kunjungan: {
    catatan: sanitizeRichText,
    petunjuk: sanitizeRichText,
    catatan_en: cleanEnglishRichText,
    petunjuk_en: cleanEnglishRichText,
  },
};

/** Columns naming a stored picture: empty, or a path the media store makes. */
const PICTURES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    allKinds().flatMap((kind) => [
      ...(kind.picture ? [[kind.table, ["gambar"]]] : []),
      ...(kind.gallery ? [[galleryTableOf(kind).table, ["gambar"]]] : []),
    ]),
  ),
  hero: ["gambar"],
  settings: ["gambar_struktur", "gambar_sambutan"],
};

/** The row with its rich text cleaned; a picture column naming anything but a stored image is refused. */
export function cleanArchivedRow(
  table: string,
  row: Record<string, unknown>,
  line: number,
): Record<string, unknown> {
  const clean = { ...row };
  for (const [column, cleaner] of Object.entries(RICH_TEXT[table] ?? {})) {
    const value = clean[column];
    if (typeof value === "string") clean[column] = cleaner(value);
  }
  for (const column of PICTURES[table] ?? []) {
    const value = clean[column];
    if (value === "" || value === undefined) continue;
    if (typeof value !== "string" || !storedFileName(value)) {
      throw new BackupError(
        `Baris ${line} tabel ${table}: kolom ${column} tidak menunjuk gambar tersimpan.`,
      );
    }
  }
  return clean;
}

/** An archived picture may be as large as any kind's may be (a collection's master). */
const largestUploadLimits = fromKinds((kinds) => ({
  ...DEFAULT_UPLOAD_LIMITS,
  maxBytes: Math.max(...kinds.map((k) => uploadLimitsOf(k).maxBytes)),
  maxPixels: Math.max(...kinds.map((k) => uploadLimitsOf(k).maxPixels)),
}));

// An original keeps the extension of its format; variants are always WebP.
const ARCHIVED_IMAGE = /^uploads\/[a-f0-9]{32}(-w\d+)?\.(jpg|png|webp|gif|avif)$/;

/**
 * Refuses an archived image an upload would have refused: a name the media store does not make,
 * content that is no accepted image or not the format its name says, too large, or a costly
 * animation.
 */
export async function checkArchivedImage(name: string, data: Buffer): Promise<void> {
  const parts = ARCHIVED_IMAGE.exec(name);
  if (!parts) throw new BackupError(`Berkas ${name} bukan nama gambar yang dibuat situs ini.`);
  const [, variant, extension] = parts;
  let format: string;
  try {
    format = await checkImage(data, largestUploadLimits());
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    throw new BackupError(`Berkas ${name} ditolak: ${err.message}`);
  }
  const expected = variant ? "webp" : extension;
  if (format !== expected) {
    throw new BackupError(
      `Berkas ${name} ditolak: isinya gambar ${format.toUpperCase()}, bukan seperti namanya.`,
    );
  }
}

import { MESSAGES, tooLargeImage } from "@common/messages.ts";

/** Largest image the server takes (CONTRACT: 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** What the file input offers; the real check reads the file's first bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** The server's own words for a refused image (one catalogue), and one for an unreadable file. */
export const IMAGE_MESSAGES = {
  unsupported: MESSAGES.imageUnsupported,
  tooLarge: MESSAGES.imageTooLarge,
  unreadable: "File tidak dapat dibaca. Silakan pilih file lain.",
} as const;

/** The server's words for a file over the limit of its kind (10 MB unless the kind says more). */
const tooLarge = (maxBytes: number) =>
  maxBytes === MAX_IMAGE_BYTES ? IMAGE_MESSAGES.tooLarge : tooLargeImage(maxBytes);

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * Recognises an image by its first bytes (as the server does), never by name or declared type:
 * a text file renamed `.jpg` or an SVG is not an image here.
 */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && pngSignature.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // The major brand, then the compatible brands up to the end of the ftyp box.
    const boxSize = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
    const end = Math.min(bytes.length, Math.max(12, boxSize));
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return undefined;
}

/** The Indonesian reason an image cannot be uploaded, or undefined when it may go. */
export function imageProblem(
  size: number,
  head: Uint8Array,
  maxBytes = MAX_IMAGE_BYTES,
): string | undefined {
  if (size > maxBytes) return tooLarge(maxBytes);
  if (!detectImageKind(head)) return IMAGE_MESSAGES.unsupported;
  return undefined;
}

/** Reads the first bytes of a chosen file and checks it before any upload. */
export async function checkImageFile(
  file: File,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<string | undefined> {
  if (file.size > maxBytes) return tooLarge(maxBytes);
  try {
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    return imageProblem(file.size, head, maxBytes);
  } catch {
    return IMAGE_MESSAGES.unreadable;
  }
}

import type { Metadata } from "sharp";
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "../../common/content/kind.ts";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import { MESSAGES, tooLargeImage } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";
import { loadSharp } from "./sharp-loader.ts";

export const MAX_IMAGE_BYTES = DEFAULT_UPLOAD_LIMITS.maxBytes;

const MAX_EDGE = 2400;
/** An animation's caps, checked from its header before any frame is decoded. */
export const MAX_FRAMES = 100;
export const MAX_ANIMATION_PIXELS = 100_000_000;

type Format = "jpeg" | "png" | "webp" | "gif" | "avif";
const EXTENSIONS: Record<Format, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "avif",
};

export type ProcessedImage = {
  extension: string;
  original: Buffer;
  variants: Array<{ width: number; data: Buffer }>;
};

/** Recognises the image by its content (never its name or declared type). */
async function detectFormat(input: Buffer, limits: UploadLimits): Promise<Format> {
  let meta: Metadata;
  try {
    const sharp = await loadSharp();
    // Only the header is read here; the pixel limit is checked just below, in its own words.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError("unsupported", MESSAGES.imageUnsupported);
  }
  // Read from the header: a decompression bomb is refused before any pixel is decoded.
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > limits.maxPixels) {
    throw new DomainError("too_large", MESSAGES.imageTooManyPixels(limits.maxPixels));
  }
  refuseCostlyAnimation(meta);
  if (meta.format === "heif") {
    if (meta.compression === "av1") return "avif";
    throw new DomainError("unsupported", MESSAGES.imageUnsupported);
  }
  if (
    meta.format === "jpeg" ||
    meta.format === "png" ||
    meta.format === "webp" ||
    meta.format === "gif"
  ) {
    return meta.format;
  }
  throw new DomainError("unsupported", MESSAGES.imageUnsupported);
}

/** 415 for an animation whose frames would take too long to decode, before decoding any. */
function refuseCostlyAnimation(meta: Metadata): void {
  const frames = meta.pages ?? 1;
  const framePixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (frames > MAX_FRAMES || framePixels * frames > MAX_ANIMATION_PIXELS) {
    throw new DomainError("unsupported", MESSAGES.imageAnimationTooLarge);
  }
}

/**
 * The checks an upload passes before it is re-encoded, for an image kept as it is (a restored
 * backup's): within the limits (by default 10 MB), an accepted format recognised by its content,
 * no costly animation. The file name's extension for that format.
 */
export async function checkImage(
  input: Buffer,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<string> {
  refuseOversized(input.byteLength, limits);
  return EXTENSIONS[await detectFormat(input, limits)];
}

/** 413 for a file over the limit, in the limit's words. */
export function refuseOversized(bytes: number, limits: UploadLimits): void {
  if (bytes > limits.maxBytes) {
    throw new DomainError("too_large", tooLargeImage(limits.maxBytes));
  }
}

/**
 * Checks an upload and re-encodes it: metadata (EXIF, GPS) is dropped, orientation applied, very
 * large pictures scaled down (unless the kind keeps them full size), and WebP variants made for
 * lists and phones.
 */
export async function processImage(
  input: Buffer,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<ProcessedImage> {
  refuseOversized(input.byteLength, limits);
  const format = await detectFormat(input, limits);
  const sharp = await loadSharp();
  const animated = format === "gif" || format === "webp";
  const maxPixels = limits.maxPixels;
  const edge = limits.fullSize ? undefined : MAX_EDGE;
  const open = () =>
    sharp(input, { failOn: "truncated", limitInputPixels: maxPixels, animated })
      .rotate()
      .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true });
  try {
    const base = open();
    const original =
      format === "jpeg"
        ? await base.jpeg({ quality: 85 }).toBuffer()
        : format === "png"
          ? await base.png({ compressionLevel: 9 }).toBuffer()
          : format === "webp"
            ? await base.webp({ quality: 85 }).toBuffer()
            : format === "gif"
              ? await base.gif().toBuffer()
              : await base.avif({ quality: 60 }).toBuffer();
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(input, { failOn: "truncated", limitInputPixels: maxPixels })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
    return { extension: EXTENSIONS[format], original, variants };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError("unsupported", MESSAGES.imageUnsupported);
  }
}

import type { Metadata } from "sharp";
import { IMAGE_VARIANT_WIDTHS } from "../../common/images.ts";
import { MESSAGES } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";
import { loadSharp } from "./sharp-loader.ts";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const MAX_EDGE = 2400;
const MAX_INPUT_PIXELS = 50_000_000;
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
async function detectFormat(input: Buffer): Promise<Format> {
  let meta: Metadata;
  try {
    const sharp = await loadSharp();
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new DomainError("unsupported", MESSAGES.imageUnsupported);
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
 * backup's): at most 10 MB, an accepted format recognised by its content, no costly animation.
 * The file name's extension for that format.
 */
export async function checkImage(input: Buffer): Promise<string> {
  if (input.byteLength > MAX_IMAGE_BYTES)
    throw new DomainError("too_large", MESSAGES.imageTooLarge);
  return EXTENSIONS[await detectFormat(input)];
}

/**
 * Checks an upload and re-encodes it: metadata (EXIF, GPS) is dropped, orientation applied, very
 * large pictures scaled down, and WebP variants made for lists and phones.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES)
    throw new DomainError("too_large", MESSAGES.imageTooLarge);
  const format = await detectFormat(input);
  const sharp = await loadSharp();
  const animated = format === "gif" || format === "webp";
  const open = () =>
    sharp(input, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS, animated })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
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
        data: await sharp(input, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS })
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

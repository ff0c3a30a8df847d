import { imageSize } from "image-size";
import type { ImageSize } from "../../common/site-context.ts";
import type { MediaStore } from "./media-store.ts";

/** Sizes kept per store: a stored name is never reused, so a size once read never changes. */
const REMEMBERED = 500;
const remembered = new WeakMap<MediaStore, Map<string, ImageSize>>();

/**
 * The real width and height of a stored picture (share tags and JSON-LD state them), read from
 * the file's header, or undefined for a path the store does not hold or cannot read.
 */
export async function storedImageSize(
  media: MediaStore,
  path: string,
): Promise<ImageSize | undefined> {
  let sizes = remembered.get(media);
  if (!sizes) {
    sizes = new Map();
    remembered.set(media, sizes);
  }
  const known = sizes.get(path);
  if (known) return known;
  const file = await media.read(path);
  if (!file) return undefined;
  let size: ImageSize;
  try {
    // Read from the header by a small parser: libvips (sharp, about 20 MB resident) is loaded by
    // the processes that take uploads, not by every one that renders a page with a picture.
    const header = imageSize(file.data);
    if (!header.width || !header.height) return undefined;
    // An animation's header gives one frame's size, which is what is shown.
    size = { width: header.width, height: header.height };
  } catch {
    return undefined;
  }
  if (sizes.size >= REMEMBERED) sizes.delete(sizes.keys().next().value as string);
  sizes.set(path, size);
  return size;
}

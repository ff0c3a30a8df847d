import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from "../../common/content/kind.ts";
import { processImage, refuseOversized } from "./image-intake.ts";
import type { MediaStore } from "./media-store.ts";

/**
 * Checks, processes and stores an uploaded image field against its kind's limits; undefined when
 * no file was sent.
 */
export async function storeUploadedImage(
  media: MediaStore,
  file: File | undefined,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<string | undefined> {
  if (!file) return undefined;
  refuseOversized(file.size, limits);
  const image = await processImage(Buffer.from(await file.arrayBuffer()), limits);
  return media.save(image);
}

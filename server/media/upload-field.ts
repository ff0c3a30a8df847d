import { MESSAGES } from "../../common/messages.ts";
import { DomainError } from "../domain-error.ts";
import { MAX_IMAGE_BYTES, processImage } from "./image-intake.ts";
import type { MediaStore } from "./media-store.ts";

/** Checks, processes and stores an uploaded image field; undefined when no file was sent. */
export async function storeUploadedImage(
  media: MediaStore,
  file: File | undefined,
): Promise<string | undefined> {
  if (!file) return undefined;
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError("too_large", MESSAGES.imageTooLarge);
  const image = await processImage(Buffer.from(await file.arrayBuffer()));
  return media.save(image);
}

import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { imageVariantPath } from "../../common/images.ts";
import type { ProcessedImage } from "./image-intake.ts";

export const UPLOADS_URL_PREFIX = "/uploads/";

/** Stores processed images under DATA_DIR/uploads with random names; paths are root-relative. */
export class MediaStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, "uploads");
    mkdirSync(this.directory, { recursive: true });
  }

  /** Writes the image and its variants; returns the stored path, e.g. `/uploads/3f…a1.jpg`. */
  async save(image: ProcessedImage): Promise<string> {
    const name = randomBytes(16).toString("hex");
    const path = `${UPLOADS_URL_PREFIX}${name}.${image.extension}`;
    const files: Array<[string, Buffer]> = [
      [path, image.original],
      ...image.variants.map((v): [string, Buffer] => [imageVariantPath(path, v.width), v.data]),
    ];
    await Promise.all(files.map(([p, data]) => this.#writeAtomically(p, data)));
    return path;
  }

  /** Removes a stored image and its variants; anything not under /uploads/ is left alone. */
  async remove(path: string, widths: readonly number[]): Promise<void> {
    const file = this.#fileOf(path);
    if (!file) return;
    const paths = [path, ...widths.map((w) => imageVariantPath(path, w))];
    await Promise.all(paths.map((p) => rm(this.#fileOf(p) ?? "", { force: true })));
  }

  #fileOf(path: string): string | undefined {
    const name = path.startsWith(UPLOADS_URL_PREFIX) ? path.slice(UPLOADS_URL_PREFIX.length) : "";
    return /^[a-f0-9]{32}(-w\d+)?\.[a-z]+$/.test(name) ? join(this.directory, name) : undefined;
  }

  async #writeAtomically(path: string, data: Buffer): Promise<void> {
    const file = this.#fileOf(path);
    if (!file) throw new Error(`not an uploads path: ${path}`);
    const temp = `${file}.tmp-${process.pid}`;
    await writeFile(temp, data, { flag: "wx" });
    await rename(temp, file);
  }
}

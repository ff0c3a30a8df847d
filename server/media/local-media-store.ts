import { mkdirSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ProcessedImage } from "./image-intake.ts";
import {
  filesOfNewImage,
  type MediaStore,
  pathsOfImage,
  type StoredFile,
  storedFileName,
  UPLOADS_URL_PREFIX,
} from "./media-store.ts";

/** Images as files under DATA_DIR/uploads (one machine; the default on SQLite). */
export class LocalMediaStore implements MediaStore {
  readonly kind = "local";
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, "uploads");
    mkdirSync(this.directory, { recursive: true });
  }

  async save(image: ProcessedImage): Promise<string> {
    const files = filesOfNewImage(image);
    await Promise.all(files.map(([path, data]) => this.put(path, data)));
    return files[0][0];
  }

  async remove(path: string, widths: readonly number[]): Promise<void> {
    if (!this.#fileOf(path)) return;
    await Promise.all(
      pathsOfImage(path, widths).map((p) => {
        const file = this.#fileOf(p);
        return file ? rm(file, { force: true }) : undefined;
      }),
    );
  }

  async read(path: string): Promise<StoredFile | undefined> {
    const file = this.#fileOf(path);
    if (!file) return undefined;
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      return { data, storedAt: info.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.directory);
    return names
      .map((name) => `${UPLOADS_URL_PREFIX}${name}`)
      .filter((path) => storedFileName(path))
      .sort();
  }

  /** Written to a temporary name first: a reader never sees half a file. */
  async put(path: string, data: Buffer): Promise<void> {
    const file = this.#fileOf(path);
    if (!file) throw new Error(`not an uploads path: ${path}`);
    const temp = `${file}.tmp-${process.pid}`;
    await writeFile(temp, data, { flag: "wx" });
    await rename(temp, file);
  }

  through(): MediaStore {
    return this;
  }

  #fileOf(path: string): string | undefined {
    const name = storedFileName(path);
    return name ? join(this.directory, name) : undefined;
  }
}

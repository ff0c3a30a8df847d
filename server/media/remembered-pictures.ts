import type { StoredFile } from "./media-store.ts";

/**
 * The pictures served lately, least recently served dropped first once they hold more than
 * `maxBytes`: what answers a picture while its store (PostgreSQL) cannot be read, so a page served
 * from memory during an outage does not show broken images. Never answers while the store does,
 * so a deleted picture is gone as before.
 */
export class RememberedPictures {
  readonly #files = new Map<string, StoredFile>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  keep(path: string, file: StoredFile): void {
    this.forget(path);
    if (file.data.length > this.#maxBytes) return;
    this.#files.set(path, file);
    this.#bytes += file.data.length;
    for (const [oldest, kept] of this.#files) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#files.delete(oldest);
      this.#bytes -= kept.data.length;
    }
  }

  forget(path: string): void {
    const kept = this.#files.get(path);
    if (!kept) return;
    this.#files.delete(path);
    this.#bytes -= kept.data.length;
  }

  get(path: string): StoredFile | undefined {
    return this.#files.get(path);
  }

  get bytes(): number {
    return this.#bytes;
  }
}

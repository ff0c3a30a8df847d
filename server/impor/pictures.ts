import { MESSAGES } from "../../common/messages.ts";
import type { ContentDeps } from "../content/content-write.ts";
import { DomainError } from "../domain-error.ts";
import { MAX_IMAGE_BYTES, processImage } from "../media/image-intake.ts";
import { storeUploadedImage } from "../media/upload-field.ts";
import { findPictureHome } from "./impor.repository.ts";
import { fetchWithTimeout, readLimited, type SourceFetch } from "./source-fetch.ts";

/**
 * Brings the source's pictures home: each address is fetched once and passes the same checks and
 * re-encoding as an upload (storeUploadedImage); a picture stored by an earlier run (impor_gambar)
 * is used again while its file is still there. A dry run fetches and checks without storing.
 */
export class PictureHome {
  /** Stored by this item's import: removed again if the item is not committed. */
  stored: string[] = [];
  readonly #deps: ContentDeps;
  readonly #fetch: SourceFetch;
  readonly #dryRun: boolean;
  readonly #known = new Map<string, string>();

  constructor(deps: ContentDeps, fetcher: SourceFetch, dryRun: boolean) {
    this.#deps = deps;
    this.#fetch = fetcher;
    this.#dryRun = dryRun;
  }

  /** Our path for the source picture at `url` (a dry run answers a placeholder). */
  async bring(url: string): Promise<string> {
    const known = this.#known.get(url) ?? (await this.#stored(url));
    if (known) return known;
    const data = await readLimited(
      await fetchWithTimeout(this.#fetch, url),
      url,
      MAX_IMAGE_BYTES,
    ).catch((err: Error) => {
      if (err instanceof DomainError && err.refusal === "too_large") {
        throw new DomainError("too_large", MESSAGES.imageTooLarge);
      }
      throw err;
    });
    if (this.#dryRun) {
      await processImage(data);
      return `/uploads/coba-${this.#known.size}`;
    }
    const path = await storeUploadedImage(this.#deps.media, new File([new Uint8Array(data)], "x"));
    if (!path) throw new DomainError("invalid", MESSAGES.imageUnsupported);
    this.stored.push(path);
    this.#known.set(url, path);
    return path;
  }

  /** Pairs of (source address, our path) stored by this item, to remember once it commits. */
  get brought(): Array<[string, string]> {
    const stored = new Set(this.stored);
    return [...this.#known].filter(([, path]) => stored.has(path));
  }

  /** Forgets this item's new pictures (it was not committed; their files go as unused). */
  forgetNew(): void {
    for (const [url, path] of this.#known) if (this.stored.includes(path)) this.#known.delete(url);
    this.stored = [];
  }

  /** After a commit: what this item stored is now known for the next items too. */
  committed(): void {
    this.stored = [];
  }

  async #stored(url: string): Promise<string | undefined> {
    const gambar = await findPictureHome(this.#deps.db, url);
    if (!gambar || !(await this.#deps.media.read(gambar))) return undefined;
    this.#known.set(url, gambar);
    return gambar;
  }
}

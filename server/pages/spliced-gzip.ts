import { constants, crc32, deflateRawSync } from "node:zlib";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0x00, 0x03]);

/**
 * A document compressed once around a placeholder (the CSP nonce), so that every request can get
 * its own value in a valid gzip stream without compressing the page again. Each part is a raw
 * deflate stream ended with a full flush (byte aligned, no back-references across parts); the
 * value goes in as a stored block; the trailer's CRC-32 is computed over the actual bytes.
 */
export class SplicedGzip {
  readonly #parts: Buffer[];
  readonly #compressed: Buffer[];

  constructor(text: string, placeholder: string, level = 9) {
    this.#parts = text.split(placeholder).map((p) => Buffer.from(p, "utf8"));
    const last = this.#parts.length - 1;
    this.#compressed = this.#parts.map((part, i) =>
      deflateRawSync(part, {
        level,
        finishFlush: i === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
    );
  }

  /** The gzip bytes of the document with `value` wherever the placeholder was. */
  render(value: string): Buffer {
    const inserted = Buffer.from(value, "utf8");
    if (inserted.length > 0xffff) throw new Error("value too long for one stored block");
    const stored = Buffer.alloc(5 + inserted.length);
    stored[0] = 0x00; // BFINAL=0, BTYPE=00 (stored); the previous part ended byte aligned
    stored.writeUInt16LE(inserted.length, 1);
    stored.writeUInt16LE(~inserted.length & 0xffff, 3);
    inserted.copy(stored, 5);

    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.#parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(stored);
        crc = crc32(inserted, crc);
        size += inserted.length;
      }
      chunks.push(this.#compressed[i]);
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  }
}

import sharp from "sharp";

/** Real pictures made in memory for upload tests; every one is a fresh encode. */
function canvas(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 110, b: 40 } },
  });
}

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "avif";

/** A real image of the given kind: 1000 px wide by default, wider than both WebP variants. */
export function makeImage(kind: ImageKind, width = 1000, height = 150): Promise<Buffer> {
  const image = canvas(width, height);
  switch (kind) {
    case "jpeg":
      return image.jpeg().toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp().toBuffer();
    case "gif":
      return image.gif().toBuffer();
    case "avif":
      return image.avif({ quality: 40, effort: 0 }).toBuffer();
  }
}

/** A JPEG carrying camera EXIF and a GPS position (Cirebon), as phones write them. */
export function makeJpegWithGps(): Promise<Buffer> {
  return canvas(320, 240)
    .withExif({
      IFD0: { Make: "KameraUji", Model: "Model-9", Copyright: "Fotografer Rahasia" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "6/1 43/1 3/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "108/1 34/1 12/1",
      },
    })
    .jpeg()
    .toBuffer();
}

/** An SVG with a script: a picture format the site refuses. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert("xss")</script><rect width="10" height="10" fill="red"/></svg>',
);

/** Plain text, to be sent under an image's name. */
export const TEXT_NOT_IMAGE = Buffer.from("ini bukan gambar, hanya teks biasa\n".repeat(20));

/** The first half of a real JPEG. */
export async function makeTruncatedJpeg(): Promise<Buffer> {
  const full = await makeImage("jpeg", 800, 600);
  return full.subarray(0, Math.floor(full.length / 2));
}

/** A real JPEG padded past the 10 MB limit (11 MB by default). */
export async function makeOversizedFile(bytes = 11 * 1024 * 1024): Promise<Buffer> {
  const jpeg = await makeImage("jpeg", 64, 64);
  const out = Buffer.alloc(bytes);
  jpeg.copy(out);
  return out;
}

/** A File as a browser's file input would send it. */
export function imageFile(data: Buffer, name = "foto.jpg", type = "image/jpeg"): File {
  return new File([new Uint8Array(data)], name, { type });
}

/**
 * An animated GIF of `frames` frames on a `width`×`height` screen, each frame one pixel: a few
 * bytes that decode to width×height×frames pixels (how a decompression bomb is made).
 */
export function makeAnimatedGif(width: number, height: number, frames: number): Buffer {
  const le16 = (n: number) => [n & 0xff, n >> 8];
  const parts = [
    Buffer.from("GIF89a"),
    Buffer.from([...le16(width), ...le16(height), 0, 0, 0]),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0]),
  ];
  // Per frame: a 100 ms delay, then a 1×1 image at the origin with a two-colour palette.
  const frame = Buffer.from([
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80],
    ...[0, 0, 0, 255, 255, 255],
    ...[2, 2, 0x44, 1, 0],
  ]);
  for (let i = 0; i < frames; i++) parts.push(frame);
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

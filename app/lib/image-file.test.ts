import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  checkImageFile,
  detectImageKind,
  IMAGE_MESSAGES,
  imageProblem,
  MAX_IMAGE_BYTES,
} from "./image-file.ts";

async function imageBytes(format: "jpeg" | "png" | "webp" | "gif" | "avif"): Promise<Uint8Array> {
  const buffer = await sharp({
    create: { width: 8, height: 8, channels: 3, background: "#8b2e1f" },
  })
    .toFormat(format)
    .toBuffer();
  return new Uint8Array(buffer);
}

describe("detectImageKind", () => {
  it("recognises each accepted format by its first bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "gif", "avif"] as const) {
      expect(detectImageKind((await imageBytes(format)).subarray(0, 64))).toBe(format);
    }
  });

  it("refuses text, SVG, HEIC-like boxes and empty input", () => {
    const text = new TextEncoder().encode("ini bukan gambar, hanya teks biasa");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"),
    ]);
    expect(detectImageKind(text)).toBeUndefined();
    expect(detectImageKind(svg)).toBeUndefined();
    expect(detectImageKind(heic)).toBeUndefined();
    expect(detectImageKind(new Uint8Array())).toBeUndefined();
  });

  it("finds AVIF among the compatible brands", () => {
    const bytes = new Uint8Array([
      0,
      0,
      0,
      28,
      ...new TextEncoder().encode("ftypmif1\0\0\0\0mif1miafavif"),
    ]);
    expect(detectImageKind(bytes)).toBe("avif");
  });
});

describe("imageProblem", () => {
  it("names the size limit before anything else", () => {
    expect(imageProblem(MAX_IMAGE_BYTES + 1, new Uint8Array([0xff, 0xd8, 0xff]))).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });

  it("accepts exactly 10 MB of a real image and refuses what is not one", () => {
    expect(imageProblem(MAX_IMAGE_BYTES, new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
    expect(imageProblem(10, new TextEncoder().encode("halo"))).toBe(IMAGE_MESSAGES.unsupported);
  });
});

describe("checkImageFile", () => {
  it("refuses a text file renamed .jpg even though its declared type says image/jpeg", async () => {
    const file = new File(["bukan gambar"], "foto.jpg", { type: "image/jpeg" });
    expect(await checkImageFile(file)).toBe(IMAGE_MESSAGES.unsupported);
  });

  it("accepts a real PNG whatever its name", async () => {
    const file = new File([new Uint8Array(await imageBytes("png"))], "tanpa-ekstensi", {
      type: "",
    });
    expect(await checkImageFile(file)).toBeUndefined();
  });
});

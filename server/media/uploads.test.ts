import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { imageVariantPath } from "../../common/images.ts";
import { body, form } from "../../tests/support/forms.ts";
import {
  type ImageKind,
  imageFile,
  makeImage,
  makeJpegWithGps,
} from "../../tests/support/images.ts";
import { listUploads } from "../../tests/support/snapshot.ts";
import { describeEachDialect, type SignedIn } from "../../tests/support/test-app.ts";

const KINDS: Array<{ kind: ImageKind; extension: string; type: string; sharpFormat: string }> = [
  { kind: "jpeg", extension: "jpg", type: "image/jpeg", sharpFormat: "jpeg" },
  { kind: "png", extension: "png", type: "image/png", sharpFormat: "png" },
  { kind: "webp", extension: "webp", type: "image/webp", sharpFormat: "webp" },
  { kind: "gif", extension: "gif", type: "image/gif", sharpFormat: "gif" },
  { kind: "avif", extension: "avif", type: "image/avif", sharpFormat: "heif" },
];

describeEachDialect("image uploads", (use) => {
  let editor: SignedIn;
  beforeAll(async () => {
    editor = await use().signIn("editor");
  });

  async function upload(file: File, resource = "dokumentasi"): Promise<string> {
    const res = await use().call("POST", `/api/${resource}`, {
      token: editor.token,
      form: form({ judul: `Foto ${Math.random()}`, tanggal: "2026-10-10" }, { gambar: file }),
    });
    expect(res.status).toBe(201);
    return (await body(res)).data.gambar;
  }

  async function expectServed(path: string, contentType: string): Promise<Buffer> {
    const res = await use().call("GET", path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(contentType);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toContain("immutable");
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    return Buffer.from(await res.arrayBuffer());
  }

  for (const { kind, extension, type, sharpFormat } of KINDS) {
    it(`accepts ${kind} by its content (name and declared type ignored) and serves it`, async () => {
      const path = await upload(
        imageFile(await makeImage(kind), "unggahan.dat", "application/octet-stream"),
      );
      expect(path).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));
      const served = await expectServed(path, type);
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe(sharpFormat);
      expect(meta.width).toBe(1000);
    });

    it(`makes WebP variants of 320, 480 and 960 pixels for ${kind}, served as image/webp`, async () => {
      const path = await upload(imageFile(await makeImage(kind), `foto.${extension}`, type));
      for (const width of [320, 480, 960]) {
        const variant = imageVariantPath(path, width);
        expect(variant).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}-w${width}\\.webp$`));
        const meta = await sharp(await expectServed(variant, "image/webp")).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(width);
      }
    });
  }

  it("makes a 1600 pixel variant of a large picture for sharp screens", async () => {
    const path = await upload(imageFile(await makeImage("jpeg", 2000, 1500), "besar.jpg"));
    const meta = await sharp(
      await expectServed(imageVariantPath(path, 1600), "image/webp"),
    ).metadata();
    expect(meta.width).toBe(1600);
  });

  it("answers an image stored before the 320 and 1600 pixel variants with its 480 and 960 ones", async () => {
    // As an old upload was stored: the original and its 480 and 960 px variants, no 320 or 1600.
    const path = "/uploads/fedcba9876543210fedcba9876543210.jpg";
    const jpeg = await makeImage("jpeg");
    for (const file of [path, imageVariantPath(path, 480), imageVariantPath(path, 960)]) {
      await use().deps.media.put(file, jpeg);
    }
    const res = await use().call("GET", imageVariantPath(path, 1600));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(imageVariantPath(path, 960));
    expect((await use().call("GET", imageVariantPath(path, 960))).status).toBe(200);
    const small = await use().call("GET", imageVariantPath(path, 320));
    expect(small.status).toBe(302);
    expect(small.headers.get("location")).toBe(imageVariantPath(path, 480));
    // Only the later widths stand in: a missing 480 or 960 is simply not there.
    const gone = "/uploads/0123456789abcdef0123456789abcdef.jpg";
    expect((await use().call("GET", imageVariantPath(gone, 480))).status).toBe(404);
  });

  it("gives every upload its own random name, even for the same file", async () => {
    const jpeg = await makeImage("jpeg");
    const a = await upload(imageFile(jpeg, "sama.jpg"));
    const b = await upload(imageFile(jpeg, "sama.jpg"));
    expect(a).not.toBe(b);
    expect(a).not.toContain("sama");
    const stored = await listUploads(use());
    for (const path of [a, b]) expect(stored).toContain(path);
  });

  it("accepts an image for informasi as well", async () => {
    const path = await upload(
      imageFile(await makeImage("png"), "info.png", "image/png"),
      "informasi",
    );
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    await expectServed(path, "image/png");
  });

  it("removes EXIF and GPS from the stored image and its variants", async () => {
    const original = await makeJpegWithGps();
    const input = await sharp(original).metadata();
    expect(input.exif?.length).toBeGreaterThan(0); // the test image really carries EXIF
    expect(input.exif?.toString("latin1")).toContain("KameraUji");

    const path = await upload(imageFile(original, "ponsel.jpg"));
    for (const stored of [path, ...[320, 480, 960].map((w) => imageVariantPath(path, w))]) {
      const data = Buffer.from(await (await use().call("GET", stored)).arrayBuffer());
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(data.toString("latin1")).not.toMatch(/KameraUji|Fotografer Rahasia|GPS/);
    }
  });

  it("answers 404 for an upload that does not exist, and never serves files outside uploads", async () => {
    for (const path of [
      "/uploads/0123456789abcdef0123456789abcdef.jpg",
      "/uploads/../keraton.db",
      "/uploads/..%2fkeraton.db",
      "/uploads/%2e%2e/jwt-secret",
      "/uploads/..%5Cjwt-secret",
    ]) {
      const res = await use().call("GET", path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/SQLite|format 3/);
    }
  });
});

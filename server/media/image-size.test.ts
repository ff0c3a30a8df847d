import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { processImage } from "./image-intake.ts";
import { storedImageSize } from "./image-size.ts";
import { LocalMediaStore } from "./local-media-store.ts";

const dataDir = mkdtempSync(join(tmpdir(), "keraton-size-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function upload(store: LocalMediaStore, width: number, height: number) {
  const picture = await sharp({
    create: { width, height, channels: 3, background: { r: 140, g: 46, b: 31 } },
  })
    .jpeg()
    .toBuffer();
  return store.save(await processImage(picture));
}

describe("a stored picture's real size (share tags and JSON-LD)", () => {
  it("is read from the stored file: the uploaded size, or the scaled-down one", async () => {
    const store = new LocalMediaStore(dataDir);
    expect(await storedImageSize(store, await upload(store, 1200, 800))).toEqual({
      width: 1200,
      height: 800,
    });
    // Uploads are scaled to at most 2400 px on their longer side when stored.
    expect(await storedImageSize(store, await upload(store, 3000, 1500))).toEqual({
      width: 2400,
      height: 1200,
    });
  });

  it("is unknown for a path the store does not hold", async () => {
    const store = new LocalMediaStore(dataDir);
    expect(
      await storedImageSize(store, "/uploads/0123456789abcdef0123456789abcdef.jpg"),
    ).toBeUndefined();
    expect(await storedImageSize(store, "/images/og-default.jpg")).toBeUndefined();
  });
});

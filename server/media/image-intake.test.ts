import { describe, expect, it } from "vitest";
import { makeAnimatedGif } from "../../tests/support/images.ts";
import { MAX_ANIMATION_PIXELS, MAX_FRAMES, processImage } from "./image-intake.ts";

const TOO_LARGE = {
  refusal: "unsupported",
  message: "Gambar bergerak terlalu besar: paling banyak 100 frame dan 100 juta piksel",
};

describe("animated images that would cost too much to decode", () => {
  it("caps an animation at 100 frames and 100 million pixels in all frames", () => {
    expect(MAX_FRAMES).toBe(100);
    expect(MAX_ANIMATION_PIXELS).toBe(100_000_000);
  });

  it("refuses 101 frames, however small, with 415", async () => {
    await expect(processImage(makeAnimatedGif(10, 10, 101))).rejects.toMatchObject(TOO_LARGE);
  });

  it("refuses 24 frames of 2048×2048 (100.7 million pixels) with 415, and quickly", async () => {
    const started = performance.now();
    await expect(processImage(makeAnimatedGif(2048, 2048, 24))).rejects.toMatchObject(TOO_LARGE);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("accepts an animation of 100 small frames and keeps it animated", async () => {
    const image = await processImage(makeAnimatedGif(10, 10, 100));
    expect(image.extension).toBe("gif");
    expect(image.original.subarray(0, 6).toString()).toBe("GIF89a");
  });
});

import { describe, expect, it } from "vitest";
import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariantPath } from "./images.ts";

describe("image variant paths", () => {
  it("names the WebP variants after the stored image", () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([320, 480, 960, 1600]);
    expect(imageVariantPath("/uploads/ab12.jpg", 480)).toBe("/uploads/ab12-w480.webp");
    expect(imageVariantPath("/uploads/ab12.avif", 960)).toBe("/uploads/ab12-w960.webp");
  });

  it("lists every variant with its width for srcset, up to 1600 for sharp screens", () => {
    expect(imageSrcSet("/uploads/ab12.png")).toBe(
      "/uploads/ab12-w320.webp 320w, /uploads/ab12-w480.webp 480w, /uploads/ab12-w960.webp 960w, /uploads/ab12-w1600.webp 1600w",
    );
  });
});

import type { HeroSlide } from "@common/api-types.ts";
import { describe, expect, it } from "vitest";
import { slideName, targetPlace } from "./hero-order.ts";

const slide = (id: number, urutan: number, keterangan = ""): HeroSlide => ({
  id,
  gambar: `/uploads/${id}.jpg`,
  keterangan,
  urutan,
});
const slides = [slide(7, 1), slide(3, 2), slide(9, 3)];

describe("targetPlace", () => {
  it("moves a slide one place up or down", () => {
    expect(targetPlace(slides, 3, "naik")).toBe(1);
    expect(targetPlace(slides, 3, "turun")).toBe(3);
  });

  it("answers null at either end and for an unknown slide", () => {
    expect(targetPlace(slides, 7, "naik")).toBeNull();
    expect(targetPlace(slides, 9, "turun")).toBeNull();
    expect(targetPlace(slides, 42, "naik")).toBeNull();
  });
});

describe("slideName", () => {
  it("names a slide by its words, else by its place", () => {
    expect(slideName(slide(1, 2, "Gerbang keraton"), 2)).toBe("Gambar 2 “Gerbang keraton”");
    expect(slideName(slide(1, 2), 2)).toBe("Gambar 2");
  });
});

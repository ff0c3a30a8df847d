import type { HeroSlide } from "@common/api-types.ts";

/** The banner holds at most this many pictures (the server refuses more, 409). */
export const MAX_HERO_SLIDES = 10;

export type Direction = "naik" | "turun";

/** The place (`urutan`, 1 = first) a slide moves to, or null when it is already at that end. */
export function targetPlace(
  slides: readonly HeroSlide[],
  id: number,
  direction: Direction,
): number | null {
  const index = slides.findIndex((slide) => slide.id === id);
  if (index < 0) return null;
  const next = direction === "naik" ? index - 1 : index + 1;
  if (next < 0 || next >= slides.length) return null;
  return next + 1;
}

/** How a slide is named to people: its words, else its place. */
export function slideName(slide: HeroSlide, place: number): string {
  return slide.keterangan ? `Gambar ${place} “${slide.keterangan}”` : `Gambar ${place}`;
}

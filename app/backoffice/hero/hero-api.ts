import type { HeroSlide, Versioned } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

type Saved = Promise<{ message: string; data: HeroSlide & Versioned }>;

/** The banner's slides in the order the home page shows them. */
export function getHeroSlides(): Promise<Array<HeroSlide & Versioned>> {
  return apiRequest<Array<HeroSlide & Versioned>>("/api/hero");
}

/** A new slide at the end of the banner (the picture is required; 409 past 10 slides). */
export function createHeroSlide(
  values: { gambar: File | null; keterangan: string; keterangan_en?: string },
  onUploadProgress: (fraction: number) => void,
): Saved {
  const form = new FormData();
  form.append("keterangan", values.keterangan);
  if (values.keterangan_en !== undefined) form.append("keterangan_en", values.keterangan_en);
  if (values.gambar) form.append("gambar", values.gambar);
  return apiRequest("/api/hero", { method: "POST", form, onUploadProgress });
}

/** Changes a slide's words, its picture (a new file) or its place (`urutan`, 1 = first). */
export function updateHeroSlide(
  id: number,
  changes: { gambar?: File | null; keterangan?: string; urutan?: number; keterangan_en?: string },
  onUploadProgress?: (fraction: number) => void,
  /** The version the slide was read at (issue 19); a move in the list sends none. */
  versi?: number,
): Saved {
  const form = new FormData();
  if (changes.keterangan !== undefined) form.append("keterangan", changes.keterangan);
  if (changes.keterangan_en !== undefined) form.append("keterangan_en", changes.keterangan_en);
  if (changes.urutan !== undefined) form.append("urutan", String(changes.urutan));
  if (changes.gambar) form.append("gambar", changes.gambar);
  return apiRequest(`/api/hero/${id}`, { method: "PUT", form, onUploadProgress, versi });
}

export function deleteHeroSlide(id: number): Promise<{ message: string }> {
  return apiRequest(`/api/hero/${id}`, { method: "DELETE" });
}

import type { DokumentasiDetail, GaleriItem } from "@common/api-types.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** The pictures of one item's gallery, in order (read with the item by its slug). */
export async function getGaleri(slug: string): Promise<GaleriItem[]> {
  const detail = await apiRequest<DokumentasiDetail>(
    `/api/dokumentasi/${encodeURIComponent(slug)}`,
  );
  return detail.galeri ?? [];
}

/** Adds one picture with its caption; the server refuses beyond 30, too big, or not an image. */
export function addGaleri(
  dokumentasiId: number,
  gambar: File,
  caption: { keterangan: string; keterangan_en: string },
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: GaleriItem }> {
  const form = new FormData();
  form.append("gambar", gambar);
  form.append("keterangan", caption.keterangan);
  form.append("keterangan_en", caption.keterangan_en);
  return apiRequest(`/api/dokumentasi/${dokumentasiId}/galeri`, {
    method: "POST",
    form,
    onUploadProgress,
  });
}

export function deleteGaleri(
  dokumentasiId: number,
  galeriId: number,
): Promise<{ message: string }> {
  return apiRequest(`/api/dokumentasi/${dokumentasiId}/galeri/${galeriId}`, { method: "DELETE" });
}

import type { GaleriItem } from "@common/api-types.ts";
import type { ContentKind } from "@common/content/kind.ts";
import { apiRequest } from "~/lib/api-client.ts";

/** The pictures of one item's gallery, in order (read with the item by its slug). */
export async function getGaleri(kind: ContentKind, slug: string): Promise<GaleriItem[]> {
  const detail = await apiRequest<{ galeri?: GaleriItem[] }>(
    `/api/${kind.jenis}/slug/${encodeURIComponent(slug)}`,
  );
  return detail.galeri ?? [];
}

/** Adds one picture with its caption; the server refuses beyond 30, too big, or not an image. */
export function addGaleri(
  kind: ContentKind,
  itemId: number,
  gambar: File,
  caption: { keterangan: string; keterangan_en: string },
  onUploadProgress: (fraction: number) => void,
): Promise<{ message: string; data: GaleriItem }> {
  const form = new FormData();
  form.append("gambar", gambar);
  form.append("keterangan", caption.keterangan);
  form.append("keterangan_en", caption.keterangan_en);
  return apiRequest(`/api/${kind.jenis}/${itemId}/galeri`, {
    method: "POST",
    form,
    onUploadProgress,
  });
}

export function deleteGaleri(
  kind: ContentKind,
  itemId: number,
  galeriId: number,
): Promise<{ message: string }> {
  return apiRequest(`/api/${kind.jenis}/${itemId}/galeri/${galeriId}`, { method: "DELETE" });
}

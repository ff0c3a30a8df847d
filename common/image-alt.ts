/**
 * THE place where a content picture's alt text is chosen: its own words (`keterangan_gambar`,
 * added with issue 7) when the staff wrote some, else the item's title.
 */
export function imageAlt(item: { judul: string; keterangan_gambar?: string | null }): string {
  return item.keterangan_gambar?.trim() || item.judul;
}

/** The words shown under a picture on a detail page; none when the staff wrote none. */
export function imageCaption(item: { judul: string; keterangan_gambar?: string | null }): string {
  return item.keterangan_gambar?.trim() ?? "";
}
